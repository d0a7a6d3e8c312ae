import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The address `--host` and `--port` name, as the server binds it.
enum ListenAddress {
    /// The first address `host` resolves to (an IPv4 or IPv6 literal, or a name such as localhost)
    /// with `port`; a host that does not resolve is an error naming it.
    static func resolve(host: String, port: Int) throws -> any SocketAddress {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &found)
        guard status == 0, let first = found else {
            throw ListenAddressError(description: "\(host) does not resolve to an address (\(String(cString: gai_strerror(status))))")
        }
        defer { freeaddrinfo(found) }
        var storage = sockaddr_storage()
        withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: UnsafeRawBufferPointer(start: first.pointee.ai_addr, count: Int(first.pointee.ai_addrlen))) }
        switch Int32(storage.ss_family) {
        case AF_INET: return try sockaddr_in.make(from: storage)
        case AF_INET6: return try sockaddr_in6.make(from: storage)
        default: throw ListenAddressError(description: "\(host) resolves to neither an IPv4 nor an IPv6 address")
        }
    }
}

/// An address that cannot be listened on, in one line.
struct ListenAddressError: Error, CustomStringConvertible {
    let description: String
}
