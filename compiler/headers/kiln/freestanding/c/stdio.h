// kilnc's freestanding <stdio.h> (see kiln/freestanding/README.md); printf is
// the prelude's device printf.
#ifndef KILN_FREESTANDING_STDIO_H
#define KILN_FREESTANDING_STDIO_H
#include <stddef.h>
#include <stdarg.h>
typedef struct _IO_FILE FILE;
#define EOF (-1)
#endif
