/*
** none.c - the library without build-time code images: every text of the
** library (vm/lib/NAME.py, the prelude's chunks) is compiled at its first
** use in each VM, as its image would have built it.  Linked by the images'
** generator itself (tools/gen_libimg.c), by builds that cannot run a
** program they compile (a cross build such as wasm32-wasi: `make
** LIB_IMAGES=no`) and by the fuzz targets.  A build with images links
** BUILD/gen/lib_images.c instead (vm/lib/lib.h, LibImage).
*/
#include "../lib.h"

const LibImage lib_source_images[1] = {{NULL, 0, 0}};
const int lib_source_images_n = 0;
const LibImage lib_prelude_images[1] = {{NULL, 0, 0}};
const int lib_prelude_images_n = 0;
