/* CFFmpeg: the libav* headers XWTMedia uses, plus static inline wrappers for the macros Swift cannot
 * import (function-like or compound-literal macros). No logic lives here: every wrapper returns
 * exactly what the macro it names expands to. */
#ifndef XWT_CFFMPEG_SHIM_H
#define XWT_CFFMPEG_SHIM_H
#include <errno.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavutil/avutil.h>
#include <libavutil/cpu.h>
#include <libavutil/dict.h>
#include <libavutil/error.h>
#include <libavutil/frame.h>
#include <libavutil/imgutils.h>
#include <libavutil/md5.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>
#ifdef __GLIBC__
#include <malloc.h>   /* mallopt(M_MMAP_THRESHOLD): XWTMedia's HeapTuning, for libav's frame-sized buffers */
#endif
#ifdef __linux__
#include <sys/prctl.h>
/** prctl(PR_SET_THP_DISABLE, 1, 0, 0, 0) (prctl is variadic, which Swift cannot call): 0 on success. */
static inline int xwt_prctl_disable_thp(void) { return prctl(PR_SET_THP_DISABLE, 1, 0, 0, 0); }
#endif

/** AVERROR(e): the negative libav code for a POSIX errno value. */
static inline int xwt_averror(int posix_errno) { return AVERROR(posix_errno); }
/** AVERROR(EAGAIN): "send more input / drain output first". */
static inline int xwt_averror_eagain(void) { return AVERROR(EAGAIN); }
/** AVERROR(EINVAL). */
static inline int xwt_averror_einval(void) { return AVERROR(EINVAL); }
/** AVERROR(ENOMEM). */
static inline int xwt_averror_enomem(void) { return AVERROR(ENOMEM); }
/** AVERROR_EOF: end of stream. */
static inline int xwt_averror_eof(void) { return AVERROR_EOF; }
/** AVERROR_INVALIDDATA. */
static inline int xwt_averror_invaliddata(void) { return AVERROR_INVALIDDATA; }
/** AVERROR_OPTION_NOT_FOUND. */
static inline int xwt_averror_option_not_found(void) { return AVERROR_OPTION_NOT_FOUND; }
/** AVERROR_ENCODER_NOT_FOUND. */
static inline int xwt_averror_encoder_not_found(void) { return AVERROR_ENCODER_NOT_FOUND; }
/** AVERROR_DECODER_NOT_FOUND. */
static inline int xwt_averror_decoder_not_found(void) { return AVERROR_DECODER_NOT_FOUND; }
/** AV_NOPTS_VALUE: "no timestamp". */
static inline int64_t xwt_nopts_value(void) { return AV_NOPTS_VALUE; }
/** AV_TIME_BASE_Q: the 1/AV_TIME_BASE rational of format-level durations. */
static inline AVRational xwt_time_base_q(void) { AVRational q = { 1, AV_TIME_BASE }; return q; }

#endif
