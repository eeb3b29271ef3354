// Bit-fields: each access unit of adjacent bit-fields is one byte-array element of the struct,
// at the host layout's offsets; a field is read and written through its whole unit (as Clang
// does, bitfield_access_units.cu): load, shift, mask, sign-extend.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// CHECK-DAG: simt.global constant @ops : !llvm.array<2 x struct<"struct.Op", packed (array<1 x i8>, array<3 x i8>)>> = dense<[-23, 0, 0, 0, 127, 0, 0, 0]> : tensor<8xi8>
struct Flags {
  unsigned kind : 3;
  int delta : 5;      // signed: -16..15
  bool on : 1;
  unsigned count : 20;
  char tail;
  unsigned long long wide : 40;
};
static_assert(sizeof(Flags) == 16 && alignof(Flags) == 8, "host layout");

// CHECK-LABEL: func.func @fields(
// CHECK-SAME: !simt.ptr<!llvm.struct<"struct.Flags", packed (array<4 x i8>, i8, array<3 x i8>, array<8 x i8>)>, global>
// kind: bits 0..2 of the 32-bit unit of kind, delta, on and count.
// CHECK: simt.member_ptr %{{.*}}[0]
// CHECK: simt.ptr_cast %{{.*}} to !simt.ptr<i8, global>
// CHECK: simt.load %{{.*}} {alignment = 4 : i64} : !simt.ptr<i32, global> -> i32
// CHECK: arith.andi
// delta: bits 3..7, sign-extended by shl 24 / ashr 27.
// CHECK: arith.shrsi
// count: bits 9..28 through the same unit.
// CHECK: simt.load %{{.*}} {alignment = 4 : i64} : !simt.ptr<i32, global> -> i32
// wide: a 40-bit field at byte 8 of a 16-byte POD: its unit widens to the i64 up to the end.
// CHECK: simt.load %{{.*}} {alignment = 8 : i64} : !simt.ptr<i64, global> -> i64
extern "C" __global__ void fields(Flags *f, long long *out) {
  Flags *p = &f[threadIdx.x];
  out[threadIdx.x] = p->kind + p->delta + p->on + p->count + p->tail + p->wide;
}

// Writes: read the window, clear the field's bits, or in the new value, store the window.
// CHECK-LABEL: func.func @updates(
// CHECK: %[[OLD:.*]] = simt.load %[[W:.*]] {alignment = 4 : i64} : !simt.ptr<i32, global> -> i32
// CHECK: %[[KEPT:.*]] = arith.andi %[[OLD]], %{{.*}} : i32
// CHECK: %[[NEW:.*]] = arith.ori %[[KEPT]], %{{.*}} : i32
// CHECK: simt.store %[[NEW]], %[[W]] {alignment = 4 : i64} : i32, !simt.ptr<i32, global>
extern "C" __global__ void updates(Flags *f) {
  Flags *p = &f[threadIdx.x];
  p->kind = 5;
  p->delta -= 3;
  p->count++;
  p->on = !p->on;
  p->wide <<= 2;
}

// Bit-fields in a union all start at its address; an initialiser list writes the fields.
union Instr {
  unsigned word;
  struct { unsigned op : 6; int imm : 26; } j;
};
// CHECK-LABEL: func.func @decode(
// CHECK: arith.shrsi %{{.*}}, %{{.*}} : i32
extern "C" __global__ void decode(const unsigned *w, int *out) {
  Instr in;
  in.word = w[threadIdx.x];
  out[threadIdx.x] = in.j.imm;
  Flags init = {1, -2, true, 77, 'x', 123};
  out[threadIdx.x + 32] = init.delta + init.count;
}

// A __constant__ table of bit-field structs: their bytes.
struct Op { unsigned code : 3; int delta : 5; };
__constant__ Op ops[2] = {{1, -3}, {7, 15}};
extern "C" __global__ void table(int *out) { out[threadIdx.x] = ops[threadIdx.x & 1].delta; }
