// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "xwt-video",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "xwt-video", targets: ["xwt-video"]),
        .library(name: "XWTVideo", targets: ["XWTVideo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The preview server (XWTPreview) only: HTTP/1.1 on POSIX sockets, no dependencies of its own.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // FFmpeg's headers only (Debian's libav*-dev, in the compiler's default include path): the
        // libraries are opened at their first use by CFFmpegLoader, not linked.
        .systemLibrary(name: "CFFmpeg"),
        .target(name: "CFFmpegLoader", linkerSettings: [.linkedLibrary("dl")]),
        .systemLibrary(
            name: "CTypography", pkgConfig: "harfbuzz freetype2",
            providers: [.apt(["libharfbuzz-dev", "libfreetype-dev"])]),
        .target(name: "XWTEngine"),
        .target(name: "XWTSuggestions"),
        .target(name: "XWTMotion", dependencies: ["XWTEngine"]),
        .target(name: "XWTEffects", dependencies: ["XWTEngine", "XWTMotion"]),
        .target(name: "XWTMedia", dependencies: ["CFFmpeg", "CFFmpegLoader", "XWTEngine"]),
        .target(name: "XWTScreens", dependencies: ["CTypography", "XWTEngine"]),
        .target(name: "XWTPresets", dependencies: ["XWTEngine", "XWTMotion", "XWTEffects", "XWTScreens", "XWTSuggestions"]),
        .target(name: "XWTVideo", dependencies: ["XWTEngine", "XWTMotion", "XWTEffects", "XWTMedia", "XWTScreens", "XWTPresets"]),
        // `xwt-video preview`: the page, the frames and the API over HTTP (docs/preview.md).
        .target(
            name: "XWTPreview",
            dependencies: [
                "XWTVideo", .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            resources: [.embedInCode("Page/index.html")]),
        .executableTarget(
            name: "xwt-video",
            dependencies: [
                "XWTVideo", "XWTPresets", "XWTMedia", "XWTEffects", "XWTScreens", "XWTEngine", "XWTSuggestions", "XWTPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Process runner and tool lookup shared by the test targets.
        .target(name: "XWTTestSupport", dependencies: ["XWTEngine", "XWTMedia"], path: "Tests/XWTTestSupport"),
        .testTarget(name: "XWTEngineTests", dependencies: ["XWTEngine"]),
        .testTarget(name: "XWTSuggestionsTests", dependencies: ["XWTSuggestions"]),
        .testTarget(name: "XWTMotionTests", dependencies: ["XWTMotion", "XWTTestSupport"]),
        .testTarget(name: "XWTMediaTests", dependencies: ["XWTMedia", "XWTEngine", "XWTTestSupport", "XWTPresets", "XWTVideo"]),
        .testTarget(
            name: "XWTEffectsTests", dependencies: ["XWTEffects", "XWTEngine", "XWTMotion", "XWTMedia", "XWTTestSupport"],
            exclude: ["Goldens"]),
        .testTarget(name: "XWTScreensTests", dependencies: ["XWTScreens"]),
        .testTarget(name: "XWTPresetsTests", dependencies: ["XWTPresets", "XWTScreens"]),
        .testTarget(
            name: "XWTPreviewTests",
            dependencies: ["XWTPreview", "XWTPresets", "XWTTestSupport"]),
        .testTarget(
            name: "XWTVideoTests",
            dependencies: ["XWTVideo", "XWTPresets", "XWTMedia", "XWTEffects", "XWTMotion", "XWTScreens", "XWTEngine", "XWTTestSupport"],
            exclude: ["Goldens"]),
    ]
)

// Coverage-guided fuzz targets (`scripts/fuzz-coverage TARGET SECONDS`, docs/reliability.md): declared
// only when XWT_FUZZ=1 and built with `-sanitize=fuzzer,address` (each hands its input function to
// libFuzzer's driver, `Fuzz/FuzzSupport`).
if Context.environment["XWT_FUZZ"] == "1" {
    let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
        ("FuzzPreset", ["XWTPresets", "XWTEffects", "XWTMotion", "XWTEngine", "FuzzSupport"]),
        ("FuzzParameters", ["XWTPresets", "XWTEffects", "XWTMotion", "XWTEngine", "FuzzSupport"]),
        ("FuzzOptions", ["XWTMedia", "XWTEngine", "FuzzSupport"]),
        ("FuzzImage", ["XWTMedia", "FuzzSupport"]),
        ("FuzzJoin", ["XWTMedia", "CFFmpeg", "CFFmpegLoader", "FuzzSupport"]),
    ]
    package.targets.append(.target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"))
    package.targets += fuzzTargets.map { .executableTarget(name: $0.name, dependencies: $0.dependencies, path: "Fuzz/\($0.name)") }
}

// The thread-sanitizer run CI makes (`scripts/sanitize thread --pipeline`, docs/reliability.md): with
// XWT_PIPELINE_ONLY=1 the package is only the render pipeline and the encoders with their tests, a
// sanitized build CI can afford beside the whole suite. YUV420ConversionTests and BandConversionTests
// compare against the exporter (XWTVideo, XWTPresets), which the subset leaves out.
if Context.environment["XWT_PIPELINE_ONLY"] == "1" {
    let kept: Set<String> = ["CFFmpeg", "CFFmpegLoader", "XWTEngine", "XWTMedia", "XWTTestSupport", "XWTEngineTests", "XWTMediaTests"]
    package.products = []
    package.dependencies = []
    package.targets = package.targets.filter { kept.contains($0.name) }
    for target in package.targets where target.name == "XWTMediaTests" {
        target.dependencies = ["XWTMedia", "XWTEngine", "XWTTestSupport"]
        target.exclude += ["YUV420ConversionTests.swift", "BandConversionTests.swift"]
    }
}
