/* The FFmpeg functions XWTMedia (and the FuzzJoin target) call, each forwarding to its library,
 * which is opened on the first call of any of them (CFFmpegLoader.h). The definitions are hidden,
 * so they bind only the calls of this program's own objects: FFmpeg's libraries still bind each
 * other's symbols themselves. The prototypes are FFmpeg's own (the headers below): a wrong one
 * does not compile. */
#include <dlfcn.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#pragma GCC visibility push(hidden)
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/avutil.h>
#include <libavutil/cpu.h>
#include <libavutil/dict.h>
#include <libavutil/frame.h>
#include <libavutil/imgutils.h>
#include <libavutil/md5.h>
#include <libavutil/mem.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>
#include <libswscale/swscale.h>
#include "CFFmpegLoader.h"

/** The libraries, in load order (each one's dependencies first); sonames of the headers compiled against. */
enum Library { AVUTIL, SWSCALE, AVCODEC, AVFORMAT, LIBRARY_COUNT };
static const char *const sonames[LIBRARY_COUNT] = {
    "libavutil.so." AV_STRINGIFY(LIBAVUTIL_VERSION_MAJOR),
    "libswscale.so." AV_STRINGIFY(LIBSWSCALE_VERSION_MAJOR),
    "libavcodec.so." AV_STRINGIFY(LIBAVCODEC_VERSION_MAJOR),
    "libavformat.so." AV_STRINGIFY(LIBAVFORMAT_VERSION_MAJOR),
};
static void *handles[LIBRARY_COUNT];
static pthread_once_t loadOnce = PTHREAD_ONCE_INIT;
static int loaded;                   /* written once under loadOnce; read with __atomic */
static int pendingLogLevel = INT_MIN;  /* none requested */
static pthread_mutex_t logLevelLock = PTHREAD_MUTEX_INITIALIZER;

/** Ends the process with one line naming the library: without FFmpeg no clip can be encoded. */
static void failToLoad(const char *what) {
    fprintf(stderr, "xwt-video: error: cannot load FFmpeg (%s); install FFmpeg 5.1's libraries (scripts/setup)\n", what);
    exit(EXIT_FAILURE);
}

static void loadLibraries(void) {
    for (int library = 0; library < LIBRARY_COUNT; library++) {
        handles[library] = dlopen(sonames[library], RTLD_LAZY | RTLD_LOCAL);
        if (!handles[library]) failToLoad(dlerror());
    }
    pthread_mutex_lock(&logLevelLock);
    __atomic_store_n(&loaded, 1, __ATOMIC_RELEASE);
    if (pendingLogLevel != INT_MIN) {
        void (*setLevel)(int) = (void (*)(int))dlsym(handles[AVUTIL], "av_log_set_level");
        if (!setLevel) failToLoad(dlerror());
        setLevel(pendingLogLevel);
    }
    pthread_mutex_unlock(&logLevelLock);
}

/** The address of `name` in `library`, loading the libraries first if need be. */
static void *resolve(enum Library library, const char *name) {
    pthread_once(&loadOnce, loadLibraries);
    void *address = dlsym(handles[library], name);
    if (!address) failToLoad(dlerror());
    return address;
}

void xwt_ffmpeg_set_log_level(int level) {
    pthread_mutex_lock(&logLevelLock);
    pendingLogLevel = level;
    int now = __atomic_load_n(&loaded, __ATOMIC_ACQUIRE);
    pthread_mutex_unlock(&logLevelLock);
    if (now) av_log_set_level(level);
}

/* FORWARD(library, return type, name, (parameters), (arguments)): `name` calls the library's own,
 * found on its first call and kept (a race finds the same address twice). */
#define FORWARD_BODY(library, type, name, parameters) \
    static void *address_##name; \
    void *address = __atomic_load_n(&address_##name, __ATOMIC_ACQUIRE); \
    if (!address) { \
        address = resolve(library, #name); \
        __atomic_store_n(&address_##name, address, __ATOMIC_RELEASE); \
    } \
    type (*function) parameters = (type (*) parameters)address;
#define FORWARD(library, type, name, parameters, arguments) \
    type name parameters { FORWARD_BODY(library, type, name, parameters) return function arguments; }
#define FORWARD_VOID(library, name, parameters, arguments) \
    void name parameters { FORWARD_BODY(library, void, name, parameters) function arguments; }

/* libavutil */
FORWARD(AVUTIL, const char *, av_color_space_name, (enum AVColorSpace space), (space))
FORWARD(AVUTIL, int, av_dict_copy, (AVDictionary **dst, const AVDictionary *src, int flags), (dst, src, flags))
FORWARD_VOID(AVUTIL, av_dict_free, (AVDictionary **m), (m))
FORWARD(AVUTIL, AVDictionaryEntry *, av_dict_get,
        (const AVDictionary *m, const char *key, const AVDictionaryEntry *prev, int flags), (m, key, prev, flags))
FORWARD(AVUTIL, int, av_dict_set, (AVDictionary **pm, const char *key, const char *value, int flags),
        (pm, key, value, flags))
FORWARD(AVUTIL, AVFrame *, av_frame_alloc, (void), ())
FORWARD_VOID(AVUTIL, av_frame_free, (AVFrame **frame), (frame))
FORWARD(AVUTIL, int, av_frame_get_buffer, (AVFrame *frame, int align), (frame, align))
FORWARD(AVUTIL, int, av_frame_is_writable, (AVFrame *frame), (frame))
FORWARD(AVUTIL, int, av_frame_make_writable, (AVFrame *frame), (frame))
FORWARD_VOID(AVUTIL, av_frame_unref, (AVFrame *frame), (frame))
FORWARD(AVUTIL, int, av_get_cpu_flags, (void), ())
FORWARD(AVUTIL, const char *, av_get_pix_fmt_name, (enum AVPixelFormat pix_fmt), (pix_fmt))
FORWARD(AVUTIL, int, av_image_fill_linesizes, (int linesizes[4], enum AVPixelFormat pix_fmt, int width),
        (linesizes, pix_fmt, width))
FORWARD_VOID(AVUTIL, av_log_set_level, (int level), (level))
FORWARD_VOID(AVUTIL, av_max_alloc, (size_t max), (max))
FORWARD_VOID(AVUTIL, av_md5_sum, (uint8_t *dst, const uint8_t *src, size_t len), (dst, src, len))
FORWARD(AVUTIL, int, av_opt_set, (void *obj, const char *name, const char *val, int search_flags),
        (obj, name, val, search_flags))
FORWARD(AVUTIL, const AVPixFmtDescriptor *, av_pix_fmt_desc_get, (enum AVPixelFormat pix_fmt), (pix_fmt))
FORWARD(AVUTIL, int64_t, av_rescale_q_rnd, (int64_t a, AVRational bq, AVRational cq, enum AVRounding rnd),
        (a, bq, cq, rnd))
FORWARD(AVUTIL, int, av_strerror, (int errnum, char *errbuf, size_t errbuf_size), (errnum, errbuf, errbuf_size))

/* libswscale */
FORWARD_VOID(SWSCALE, sws_freeContext, (struct SwsContext *swsContext), (swsContext))
FORWARD(SWSCALE, const int *, sws_getCoefficients, (int colorspace), (colorspace))
FORWARD(SWSCALE, struct SwsContext *, sws_getContext,
        (int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat,
         int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param),
        (srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param))
FORWARD(SWSCALE, int, sws_scale,
        (struct SwsContext *c, const uint8_t *const srcSlice[], const int srcStride[], int srcSliceY, int srcSliceH,
         uint8_t *const dst[], const int dstStride[]),
        (c, srcSlice, srcStride, srcSliceY, srcSliceH, dst, dstStride))
FORWARD(SWSCALE, int, sws_setColorspaceDetails,
        (struct SwsContext *c, const int inv_table[4], int srcRange, const int table[4], int dstRange,
         int brightness, int contrast, int saturation),
        (c, inv_table, srcRange, table, dstRange, brightness, contrast, saturation))

/* libavcodec */
FORWARD(AVCODEC, int, av_new_packet, (AVPacket *pkt, int size), (pkt, size))
FORWARD(AVCODEC, AVPacket *, av_packet_alloc, (void), ())
FORWARD_VOID(AVCODEC, av_packet_free, (AVPacket **pkt), (pkt))
FORWARD_VOID(AVCODEC, av_packet_move_ref, (AVPacket *dst, AVPacket *src), (dst, src))
FORWARD_VOID(AVCODEC, av_packet_rescale_ts, (AVPacket *pkt, AVRational tb_src, AVRational tb_dst),
             (pkt, tb_src, tb_dst))
FORWARD_VOID(AVCODEC, av_packet_unref, (AVPacket *pkt), (pkt))
FORWARD(AVCODEC, AVCodecContext *, avcodec_alloc_context3, (const AVCodec *codec), (codec))
FORWARD(AVCODEC, const AVCodec *, avcodec_find_decoder, (enum AVCodecID id), (id))
FORWARD(AVCODEC, const AVCodec *, avcodec_find_decoder_by_name, (const char *name), (name))
FORWARD(AVCODEC, const AVCodec *, avcodec_find_encoder, (enum AVCodecID id), (id))
FORWARD(AVCODEC, const AVCodec *, avcodec_find_encoder_by_name, (const char *name), (name))
FORWARD_VOID(AVCODEC, avcodec_free_context, (AVCodecContext **avctx), (avctx))
FORWARD(AVCODEC, const char *, avcodec_get_name, (enum AVCodecID id), (id))
FORWARD(AVCODEC, int, avcodec_open2, (AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options),
        (avctx, codec, options))
FORWARD(AVCODEC, int, avcodec_parameters_copy, (AVCodecParameters *dst, const AVCodecParameters *src), (dst, src))
FORWARD(AVCODEC, int, avcodec_parameters_from_context, (AVCodecParameters *par, const AVCodecContext *codec),
        (par, codec))
FORWARD(AVCODEC, int, avcodec_parameters_to_context, (AVCodecContext *codec, const AVCodecParameters *par),
        (codec, par))
FORWARD(AVCODEC, int, avcodec_receive_frame, (AVCodecContext *avctx, AVFrame *frame), (avctx, frame))
FORWARD(AVCODEC, int, avcodec_receive_packet, (AVCodecContext *avctx, AVPacket *avpkt), (avctx, avpkt))
FORWARD(AVCODEC, int, avcodec_send_frame, (AVCodecContext *avctx, const AVFrame *frame), (avctx, frame))
FORWARD(AVCODEC, int, avcodec_send_packet, (AVCodecContext *avctx, const AVPacket *avpkt), (avctx, avpkt))

/* libavformat */
FORWARD(AVFORMAT, int, av_find_best_stream,
        (AVFormatContext *ic, enum AVMediaType type, int wanted_stream_nb, int related_stream,
         const AVCodec **decoder_ret, int flags),
        (ic, type, wanted_stream_nb, related_stream, decoder_ret, flags))
FORWARD(AVFORMAT, const AVOutputFormat *, av_guess_format,
        (const char *short_name, const char *filename, const char *mime_type), (short_name, filename, mime_type))
FORWARD(AVFORMAT, int, av_interleaved_write_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt))
FORWARD(AVFORMAT, int, av_read_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt))
FORWARD(AVFORMAT, int, av_write_trailer, (AVFormatContext *s), (s))
FORWARD(AVFORMAT, int, avformat_alloc_output_context2,
        (AVFormatContext **ctx, const AVOutputFormat *oformat, const char *format_name, const char *filename),
        (ctx, oformat, format_name, filename))
FORWARD_VOID(AVFORMAT, avformat_close_input, (AVFormatContext **s), (s))
FORWARD(AVFORMAT, int, avformat_find_stream_info, (AVFormatContext *ic, AVDictionary **options), (ic, options))
FORWARD_VOID(AVFORMAT, avformat_free_context, (AVFormatContext *s), (s))
FORWARD(AVFORMAT, AVStream *, avformat_new_stream, (AVFormatContext *s, const AVCodec *c), (s, c))
FORWARD(AVFORMAT, int, avformat_open_input,
        (AVFormatContext **ps, const char *url, const AVInputFormat *fmt, AVDictionary **options),
        (ps, url, fmt, options))
FORWARD(AVFORMAT, int, avformat_write_header, (AVFormatContext *s, AVDictionary **options), (s, options))
FORWARD(AVFORMAT, int, avio_closep, (AVIOContext **s), (s))
FORWARD(AVFORMAT, int, avio_open, (AVIOContext **s, const char *url, int flags), (s, url, flags))

#pragma GCC visibility pop
