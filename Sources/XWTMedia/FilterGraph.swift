import CFFmpeg

/// One libavfilter graph with buffer sources and one buffer sink, built filter by filter.
///
/// Owns `graph` (which owns every filter context in it) and frees it exactly once in `deinit`;
/// the `AVFilterContext` pointers handed out are valid while this object lives. Frames pushed with
/// `push` keep the caller's reference (`AV_BUFFERSRC_FLAG_KEEP_REF`). Not thread-safe.
final class FilterGraph {
    private var graph: UnsafeMutablePointer<AVFilterGraph>?
    private var sink: UnsafeMutablePointer<AVFilterContext>?
    private let received: UnsafeMutablePointer<AVFrame>
    let path: String?

    init(path: String?) throws {
        self.path = path
        guard let g = avfilter_graph_alloc(), let f = av_frame_alloc() else {
            throw MediaError(operation: "allocate filter graph", path: path, code: xwt_averror_enomem())
        }
        graph = g
        received = f
        g.pointee.nb_threads = 1   // the filters used here do not slice-thread; callers parallelise frames
    }

    deinit {
        avfilter_graph_free(&graph)
        var f: UnsafeMutablePointer<AVFrame>? = received
        av_frame_free(&f)
    }

    /// Adds filter `name` (e.g. "palettegen") initialised from `args` ("key=value:…"); libavfilter
    /// rejects unknown option names and invalid values here.
    @discardableResult
    func add(_ name: String, label: String, args: String?) throws -> UnsafeMutablePointer<AVFilterContext> {
        guard let filter = avfilter_get_by_name(name) else {
            throw MediaError(operation: "find filter \(name)", path: path, code: xwt_averror_einval(),
                             message: "this FFmpeg build has no \(name) filter")
        }
        var context: UnsafeMutablePointer<AVFilterContext>?
        try check(avfilter_graph_create_filter(&context, filter, label, args, nil, graph),
                  "create filter \(name)\(args.map { "=\($0)" } ?? "")", path: path)
        if name == "buffersink" { sink = context }
        return context!
    }

    /// A `buffer` source for `width`×`height` frames of `format` with time base 1/`rate`.
    func addSource(label: String, width: Int, height: Int, format: AVPixelFormat, rate: Int) throws -> UnsafeMutablePointer<AVFilterContext> {
        let name = String(cString: av_get_pix_fmt_name(format))
        return try add("buffer", label: label,
                       args: "video_size=\(width)x\(height):pix_fmt=\(name):time_base=1/\(rate):pixel_aspect=1/1")
    }

    func link(_ from: UnsafeMutablePointer<AVFilterContext>, _ output: UInt32,
              _ to: UnsafeMutablePointer<AVFilterContext>, _ input: UInt32) throws {
        try check(avfilter_link(from, output, to, input), "link filters", path: path)
    }

    func configure() throws {
        try check(avfilter_graph_config(graph, nil), "configure filter graph", path: path)
    }

    /// Sends `frame` into `source` (nil: end of stream) and runs the graph on it at once; the caller
    /// keeps its reference. Without `AV_BUFFERSRC_FLAG_PUSH` frames would wait in the source's queue
    /// until a sink asks for output (palettegen asks only at the end): a whole clip in memory.
    func push(_ frame: UnsafeMutablePointer<AVFrame>?, into source: UnsafeMutablePointer<AVFilterContext>) throws {
        try check(av_buffersrc_add_frame_flags(source, frame, Int32(AV_BUFFERSRC_FLAG_KEEP_REF | AV_BUFFERSRC_FLAG_PUSH)),
                  frame == nil ? "end filter input" : "filter frame", path: path)
    }

    /// Calls `body` with every frame the sink has ready; the frame is valid only during the call.
    func drain(_ body: (UnsafeMutablePointer<AVFrame>) throws -> Void) throws {
        while true {
            let r = av_buffersink_get_frame(sink, received)
            if r == xwt_averror_eagain() || r == xwt_averror_eof() { return }
            try check(r, "read filtered frame", path: path)
            defer { av_frame_unref(received) }
            try body(received)
        }
    }
}
