/// The one page the server serves at `/`: Page/index.html, compiled into the binary (no file is
/// read at run time, nothing is loaded from another host).
enum PreviewPage {
    static var html: [UInt8] { PackageResources.index_html }
}
