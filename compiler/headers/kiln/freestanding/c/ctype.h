// kilnc's freestanding <ctype.h> (see kiln/freestanding/README.md): no
// device code uses it; it exists because nvcc's environment includes it.
#ifndef KILN_FREESTANDING_CTYPE_H
#define KILN_FREESTANDING_CTYPE_H
#endif
