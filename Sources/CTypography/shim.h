/* CTypography: the HarfBuzz (shaping) and FreeType (rasterising) headers XWTScreens uses.
 * No logic lives here. */
#ifndef XWT_CTYPOGRAPHY_SHIM_H
#define XWT_CTYPOGRAPHY_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <hb.h>
#endif
