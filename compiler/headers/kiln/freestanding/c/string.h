// kilnc's freestanding <string.h> (see kiln/freestanding/README.md); memcpy
// and memset are the prelude's device functions.
#ifndef KILN_FREESTANDING_STRING_H
#define KILN_FREESTANDING_STRING_H
#include <stddef.h>
#endif
