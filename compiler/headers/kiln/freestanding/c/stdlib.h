// kilnc's freestanding <stdlib.h> (see kiln/freestanding/README.md); abs,
// labs, llabs, malloc and free are the prelude's device functions.
#ifndef KILN_FREESTANDING_STDLIB_H
#define KILN_FREESTANDING_STDLIB_H
#include <stddef.h>
// glibc's <stdlib.h> brings <sys/types.h>, which has the signed exact-width
// types (not the unsigned ones: those are <stdint.h>'s).
typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef long int64_t;
#define RAND_MAX 2147483647
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
typedef struct { int quot, rem; } div_t;
typedef struct { long quot, rem; } ldiv_t;
typedef struct { long long quot, rem; } lldiv_t;
#endif
