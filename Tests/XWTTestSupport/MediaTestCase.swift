import XCTest
import XWTMedia

/// A test case that encodes or decodes in the test process, set up as the CLI sets its process
/// (`MediaProcess.configure()`: libav quiet, so libx264's and libvpx's statistics stay out of the log).
open class MediaTestCase: XCTestCase {
    override open class func setUp() {
        super.setUp()
        MediaProcess.configure()
    }
}
