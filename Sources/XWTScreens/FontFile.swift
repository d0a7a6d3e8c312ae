import CTypography

/// A font file's bytes, mapped once and shared by every face opened on it.
///
/// HarfBuzz maps the file; FreeType reads the same bytes (`FT_New_Memory_Face`) instead of mapping
/// the file again, so a file used by several faces (the Chinese face in four synthetic weights) is
/// resident once.
///
/// `@unchecked Sendable`: no lock is needed — the blob is read-only and never changes after `init`;
/// it is released in `deinit`, when no face refers to it any more.
final class FontFile: @unchecked Sendable {
    /// The file, for messages.
    let path: String
    /// HarfBuzz's read-only view of the whole file.
    let blob: OpaquePointer

    /// Maps the file at `path`; nil when it is missing or unreadable.
    init?(path: String) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        self.path = path
        self.blob = blob
    }

    deinit { hb_blob_destroy(blob) }

    /// The file's bytes and their count, valid while `self` lives.
    var bytes: (base: UnsafePointer<FT_Byte>, count: Int)? {
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return (UnsafeRawPointer(data).assumingMemoryBound(to: FT_Byte.self), Int(length))
    }
}
