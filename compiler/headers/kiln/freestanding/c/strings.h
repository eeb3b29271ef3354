// kilnc's freestanding <strings.h> (see kiln/freestanding/README.md).
#ifndef KILN_FREESTANDING_STRINGS_H
#define KILN_FREESTANDING_STRINGS_H
#include <stddef.h>
#endif
