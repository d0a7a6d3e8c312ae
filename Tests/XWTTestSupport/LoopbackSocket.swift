import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A client on a plain TCP socket to 127.0.0.1, sending requests byte for byte as given (URLSession
/// would normalise a path's `..`): for the preview server's tests. Reads wait at most 20 s.
public enum LoopbackSocket {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Sends `request` on a new connection and reads the reply until the server closes it (or, with
    /// `closeEarly`, closes the sending side first, as a client that broke off does).
    public static func exchange(port: Int, _ request: String, closeEarly: Bool = false) throws -> String {
        let fd = try dial(port: port)
        defer { close(fd) }
        try transmit(fd, request)
        if closeEarly { shutdown(fd, Int32(SHUT_WR)) }
        var reply = ""
        while true {
            let more = try receive(fd)
            if more.isEmpty { return reply }
            reply += more
        }
    }

    /// A connected socket to 127.0.0.1:`port`; the caller closes it.
    public static func dial(port: Int) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            throw Failure(description: "cannot connect to 127.0.0.1:\(port)")
        }
        return fd
    }

    /// Sends all of `text`'s bytes.
    public static func transmit(_ fd: Int32, _ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw Failure(description: "send failed after \(sent) of \(bytes.count) bytes") }
            sent += n
        }
    }

    /// The next bytes the server sent; empty when it closed the connection.
    public static func receive(_ fd: Int32) throws -> String {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if n < 0, errno == EAGAIN { throw Failure(description: "no answer within 20 s") }
        return n <= 0 ? "" : String(decoding: buffer[..<n], as: UTF8.self)
    }
}
