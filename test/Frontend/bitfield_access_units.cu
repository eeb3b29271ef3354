// Bit-fields are read and written through their whole access unit, as Clang's
// CodeGen splits a run of adjacent bit-fields (each body element below is the
// one Clang's record layout gives, checked with -fdump-record-layouts for
// nvptx64): bit-fields sharing a byte share a unit; following ones join it while
// it stays at most 8 bytes and naturally aligned; a unit widens to its
// integer's size when that stays clear of the next field (or, after the last
// field, of the non-virtual size a derived class may reuse).
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// One 32-bit unit for the four fields (Clang: { i32 }).
struct NodeBits { unsigned feature : 16; unsigned is_leaf : 1; unsigned default_left : 1; unsigned reserved : 14; };
// CHECK-LABEL: func.func @node_bits(
// CHECK-SAME: packed (array<4 x i8>)
// CHECK: simt.load %{{.*}} {alignment = 4 : i64} : !simt.ptr<i32, global> -> i32
// CHECK: simt.load %{{.*}} {alignment = 4 : i64} : !simt.ptr<i32, global> -> i32
// CHECK-NOT: !simt.ptr<i8, global> -> i8
// CHECK: return
extern "C" __global__ void node_bits(NodeBits *n, unsigned *out) {
  out[threadIdx.x] = n[threadIdx.x].feature + n[threadIdx.x].is_leaf;
}

// `a` at byte 1 cannot join the 2-aligned unit of b and d (Clang: { i8, i8, i16 }).
struct Three { char c; unsigned a : 8, b : 8, d : 8; };
// CHECK-LABEL: func.func @three(
// CHECK-SAME: packed (i8, array<1 x i8>, array<2 x i8>)
// CHECK: simt.load %{{.*}} {alignment = 1 : i64} : !simt.ptr<i8, global> -> i8
// CHECK: simt.load %{{.*}} {alignment = 2 : i64} : !simt.ptr<i16, global> -> i16
extern "C" __global__ void three(Three *t, unsigned *out) { out[threadIdx.x] = t->a + t->d; }

// The 40-bit field widens to 64 bits up to the end of a POD (Clang: { i32, i8, i64 }).
struct Flags { unsigned kind : 3; int delta : 5; bool on : 1; unsigned count : 20; char tail; unsigned long long wide : 40; };
// CHECK-LABEL: func.func @flags(
// CHECK-SAME: packed (array<4 x i8>, i8, array<3 x i8>, array<8 x i8>)
// CHECK: simt.load %{{.*}} {alignment = 8 : i64} : !simt.ptr<i64, global> -> i64
extern "C" __global__ void flags(Flags *f, unsigned long long *out) { out[threadIdx.x] = f->wide; }

// Packed: no unit wider than a byte is aligned, so 24 bits are read as they are
// (Clang: { i8, [3 x i8], i16 }).
struct __attribute__((packed)) Packed { char x; unsigned a : 12, b : 12; short y; };
// CHECK-LABEL: func.func @packed(
// CHECK-SAME: packed (i8, array<3 x i8>, i16)
// CHECK: simt.load %{{.*}} {alignment = 1 : i64} : !simt.ptr<i24, global> -> i24
extern "C" __global__ void packed(Packed *p, unsigned *out) { out[threadIdx.x] = p->b; }

// A zero-width bit-field ends a unit (Clang: { i8, [3 x i8], i8, [3 x i8] }).
struct Zero { unsigned a : 3; unsigned : 0; unsigned b : 5; };
// CHECK-LABEL: func.func @zero(
// CHECK-SAME: packed (array<1 x i8>, array<3 x i8>, array<1 x i8>, array<3 x i8>)
extern "C" __global__ void zero(Zero *z, unsigned *out) { out[threadIdx.x] = z->b; }

// A non-POD's unit stops at the next field; a derived class's field sits in
// its tail padding (Clang: NP { i32, i32, i32 }, Derived <{ NP, i8, [3 x i8] }>).
struct NP { int x; char a : 4, b : 4; char c : 8; char d : 8; protected: int y; };
struct Derived : NP { char e; };
// CHECK-LABEL: func.func @non_pod(
// CHECK-SAME: packed (struct<"struct.NP", packed (i32, array<4 x i8>, i32)>, i8, array<3 x i8>)
// CHECK: simt.load %{{.*}} {alignment = 4 : i64} : !simt.ptr<i32, global> -> i32
extern "C" __global__ void non_pod(Derived *d, int *out) { out[threadIdx.x] = d->b + d->e; }

// A union's bit-field is reached through the integer holding its bits, clipped
// to the union (Clang: U's a through i32, w through i64; a packed 3-byte
// union's a through i24).
union U { unsigned u; unsigned a : 17; unsigned long long w : 40; };
union __attribute__((packed)) USmall { char c[3]; unsigned a : 20; };
// CHECK-LABEL: func.func @unions(
// CHECK: simt.load %{{.*}} {alignment = 4 : i64} : !simt.ptr<i32, global> -> i32
// CHECK: simt.load %{{.*}} {alignment = 8 : i64} : !simt.ptr<i64, global> -> i64
// CHECK: simt.load %{{.*}} {alignment = 1 : i64} : !simt.ptr<i24, global> -> i24
extern "C" __global__ void unions(U *u, USmall *s, unsigned long long *out) {
  out[threadIdx.x] = u->a + u->w + s->a;
}
