// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "xwt-video",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "xwt-video", targets: ["xwt-video"]),
        .library(name: "XWTVideo", targets: ["XWTVideo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        .systemLibrary(
            name: "CFFmpeg", pkgConfig: "libavformat libavcodec libswscale libavutil",
            providers: [.apt(["libavformat-dev", "libavcodec-dev", "libswscale-dev", "libavutil-dev"])]),
        .systemLibrary(
            name: "CTypography", pkgConfig: "harfbuzz freetype2",
            providers: [.apt(["libharfbuzz-dev", "libfreetype-dev"])]),
        .target(name: "XWTEngine"),
        .target(name: "XWTSuggestions"),
        .target(name: "XWTMotion", dependencies: ["XWTEngine"]),
        .target(name: "XWTEffects", dependencies: ["XWTEngine", "XWTMotion"]),
        .target(name: "XWTMedia", dependencies: ["CFFmpeg", "XWTEngine"]),
        .target(name: "XWTScreens", dependencies: ["CTypography", "XWTEngine"]),
        .target(name: "XWTPresets", dependencies: ["XWTEngine", "XWTMotion", "XWTEffects", "XWTScreens", "XWTSuggestions"]),
        .target(name: "XWTVideo", dependencies: ["XWTEngine", "XWTMotion", "XWTEffects", "XWTMedia", "XWTScreens", "XWTPresets"]),
        .executableTarget(
            name: "xwt-video",
            dependencies: [
                "XWTVideo", "XWTPresets", "XWTMedia", "XWTEffects", "XWTScreens", "XWTEngine", "XWTSuggestions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Process runner and tool lookup shared by the test targets.
        .target(name: "XWTTestSupport", dependencies: ["XWTEngine"], path: "Tests/XWTTestSupport"),
        .testTarget(name: "XWTEngineTests", dependencies: ["XWTEngine"]),
        .testTarget(name: "XWTSuggestionsTests", dependencies: ["XWTSuggestions"]),
        .testTarget(name: "XWTMotionTests", dependencies: ["XWTMotion", "XWTTestSupport"]),
        .testTarget(name: "XWTMediaTests", dependencies: ["XWTMedia", "XWTEngine", "XWTTestSupport", "XWTVideo", "XWTPresets"]),
        .testTarget(
            name: "XWTEffectsTests", dependencies: ["XWTEffects", "XWTEngine", "XWTMotion", "XWTMedia", "XWTTestSupport"],
            exclude: ["Goldens"]),
        .testTarget(name: "XWTScreensTests", dependencies: ["XWTScreens"]),
        .testTarget(name: "XWTPresetsTests", dependencies: ["XWTPresets", "XWTScreens"]),
        .testTarget(
            name: "XWTVideoTests",
            dependencies: ["XWTVideo", "XWTPresets", "XWTMedia", "XWTEffects", "XWTMotion", "XWTScreens", "XWTEngine", "XWTTestSupport"],
            exclude: ["Goldens"]),
    ]
)
