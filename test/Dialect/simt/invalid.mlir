// RUN: kiln-opt %s -split-input-file -verify-diagnostics

func.func @block_barrier_with_mask(%m: i32) {
  // expected-error @+1 {{only a warp barrier takes a lane mask}}
  simt.barrier block, %m
  return
}

// -----

func.func @device_barrier() {
  // expected-error @+1 {{there is no device-scope barrier}}
  simt.barrier device
  return
}

// -----

func.func @warp_fence() {
  // expected-error @+1 {{there is no warp-scope fence}}
  simt.fence warp
  return
}

// -----

func.func @relaxed_fence() {
  // expected-error @+1 {{a fence orders as acq_rel or seq_cst, not relaxed}}
  simt.fence block order(relaxed)
  return
}

// -----

// expected-error @+1 {{shared memory cannot have an initial value}}
simt.global shared @s : i32 = 0 : i32

// -----

// expected-error @+1 {{lives in shared, constant or global memory, not local}}
simt.global local @l : i32

// -----

// expected-error @+1 {{unknown address space 'texture'}}
simt.global texture @t : i32

// -----

// expected-error @+1 {{alignment must be a power of two}}
simt.global shared @a : i32 {alignment = 3 : i64}

// -----

simt.global shared @s : i32
func.func @addressof_wrong_space() {
  // expected-error @+1 {{result points into global memory but 's' lives in shared}}
  %0 = simt.addressof @s : !simt.ptr<i32, global>
  return
}

// -----

simt.global shared @s : i32
func.func @addressof_wrong_type() {
  // expected-error @+1 {{result element type 'f32' differs from the global's type 'i32'}}
  %0 = simt.addressof @s : !simt.ptr<f32, shared>
  return
}

// -----

func.func @addressof_missing() {
  // expected-error @+1 {{'nowhere' does not name a simt.global}}
  %0 = simt.addressof @nowhere : !simt.ptr<f32, shared>
  return
}

// -----

func.func @dynamic_shared_global() {
  // expected-error @+1 {{dynamic shared memory is in the shared space}}
  %0 = simt.dynamic_shared : !simt.ptr<f32, global>
  return
}

// -----

func.func @alloca_space() {
  // expected-error @+1 {{a thread-private variable is in the local space}}
  %0 = simt.alloca : !simt.ptr<f32, shared>
  return
}

// -----

func.func @alloca_count() {
  // expected-error @+1 {{count must be positive}}
  %0 = simt.alloca {count = 0} : !simt.ptr<f32, local>
  return
}

// -----

func.func @load_type(%p: !simt.ptr<f32, global>) {
  // expected-error @+1 {{loads 'i32' through a pointer to 'f32'}}
  %0 = simt.load %p : !simt.ptr<f32, global> -> i32
  return
}

// -----

func.func @invariant_shared(%p: !simt.ptr<f32, shared>) {
  // expected-error @+1 {{an invariant load reads global memory}}
  %0 = simt.load invariant %p : !simt.ptr<f32, shared> -> f32
  return
}

// -----

func.func @store_constant(%p: !simt.ptr<f32, constant>, %v: f32) {
  // expected-error @+1 {{constant memory is read-only on the device}}
  simt.store %v, %p : f32, !simt.ptr<f32, constant>
  return
}

// -----

func.func @store_type(%p: !simt.ptr<f32, global>, %v: i32) {
  // expected-error @+1 {{stores 'i32' through a pointer to 'f32'}}
  simt.store %v, %p : i32, !simt.ptr<f32, global>
  return
}

// -----

func.func @ptr_add_types(%p: !simt.ptr<f32, global>, %i: i32) {
  // expected-error @+1 {{failed to verify that all of {base, result} have same type}}
  %0 = "simt.ptr_add"(%p, %i) : (!simt.ptr<f32, global>, i32) -> !simt.ptr<f32, shared>
  return
}

// -----

func.func @member_not_struct(%p: !simt.ptr<f32, local>) {
  // expected-error @+1 {{base must point to an !llvm.struct}}
  %0 = simt.member_ptr %p[0] : !simt.ptr<f32, local> -> !simt.ptr<f32, local>
  return
}

// -----

func.func @member_range(%p: !simt.ptr<!llvm.struct<(i32, f32)>, local>) {
  // expected-error @+1 {{field 2 is out of range}}
  %0 = simt.member_ptr %p[2] : !simt.ptr<!llvm.struct<(i32, f32)>, local> -> !simt.ptr<f32, local>
  return
}

// -----

func.func @member_type(%p: !simt.ptr<!llvm.struct<(i32, f32)>, local>) {
  // expected-error @+1 {{field 1 has type 'f32', not 'i32'}}
  %0 = simt.member_ptr %p[1] : !simt.ptr<!llvm.struct<(i32, f32)>, local> -> !simt.ptr<i32, local>
  return
}

// -----

func.func @member_space(%p: !simt.ptr<!llvm.struct<(i32, f32)>, local>) {
  // expected-error @+1 {{a field lives in the address space of its struct}}
  %0 = simt.member_ptr %p[1] : !simt.ptr<!llvm.struct<(i32, f32)>, local> -> !simt.ptr<f32, global>
  return
}

// -----

func.func @cast_spaces(%p: !simt.ptr<f32, shared>) {
  // expected-error @+1 {{cannot convert a shared pointer to global directly; go through generic}}
  %0 = simt.ptr_cast %p : !simt.ptr<f32, shared> to !simt.ptr<f32, global>
  return
}

// -----

func.func @atomic_value_type(%p: !simt.ptr<i32, global>, %v: i64) {
  // expected-error @+1 {{failed to verify that all of {value, result} have same type}}
  %0 = "simt.atomic_rmw"(%p, %v) {kind = 0 : i32, scope = 3 : i32, order = 0 : i32} : (!simt.ptr<i32, global>, i64) -> i32
  return
}

// -----

func.func @atomic_pointee(%p: !simt.ptr<i32, global>, %v: i64) {
  // expected-error @+1 {{value type 'i64' differs from the pointee 'i32'}}
  %0 = simt.atomic_rmw add %p, %v scope(device) order(relaxed) : !simt.ptr<i32, global>, i64
  return
}

// -----

func.func @atomic_local(%p: !simt.ptr<i32, local>, %v: i32) {
  // expected-error @+1 {{atomics act on global or shared memory, not local}}
  %0 = simt.atomic_rmw add %p, %v scope(device) order(relaxed) : !simt.ptr<i32, local>, i32
  return
}

// -----

func.func @atomic_warp(%p: !simt.ptr<i32, global>, %v: i32) {
  // expected-error @+1 {{atomics have no warp scope}}
  %0 = simt.atomic_rmw add %p, %v scope(warp) order(relaxed) : !simt.ptr<i32, global>, i32
  return
}

// -----

func.func @atomic_float_and(%p: !simt.ptr<f32, global>, %v: f32) {
  // expected-error @+1 {{'and' needs an integer value, not 'f32'}}
  %0 = simt.atomic_rmw and %p, %v scope(device) order(relaxed) : !simt.ptr<f32, global>, f32
  return
}

// -----

func.func @atomic_inc_i64(%p: !simt.ptr<i64, global>, %v: i64) {
  // expected-error @+1 {{'inc' wraps an i32 counter, not 'i64'}}
  %0 = simt.atomic_rmw inc %p, %v scope(device) order(relaxed) : !simt.ptr<i64, global>, i64
  return
}

// -----

func.func @atomic_i8(%p: !simt.ptr<i8, global>, %v: i8) {
  // expected-error @+1 {{atomics act on 16-, 32- or 64-bit values, not 'i8'}}
  %0 = simt.atomic_rmw add %p, %v scope(device) order(relaxed) : !simt.ptr<i8, global>, i8
  return
}

// -----

func.func @atomic_load_release(%p: !simt.ptr<i32, global>) {
  // expected-error @+1 {{a load cannot have release order}}
  %0 = simt.atomic_load %p scope(device) order(release) : !simt.ptr<i32, global> -> i32
  return
}

// -----

func.func @atomic_store_acquire(%p: !simt.ptr<i32, global>, %v: i32) {
  // expected-error @+1 {{a store cannot have acquire order}}
  simt.atomic_store %v, %p scope(device) order(acquire) : i32, !simt.ptr<i32, global>
  return
}

// -----

func.func @shuffle_vector(%v: vector<4xf32>, %i: i32) {
  // expected-error @+1 {{shuffles move 8- to 64-bit scalars}}
  %0 = simt.shuffle idx %v, %i, %i : vector<4xf32>
  return
}

// -----

func.func @ballot_i1(%p: i1, %m: i32) {
  // expected-error @+1 {{ballot returns the i32 lane mask}}
  %0 = simt.vote ballot %p, %m : i1
  return
}

// -----

func.func @any_i32(%p: i1, %m: i32) {
  // expected-error @+1 {{'any' returns an i1}}
  %0 = simt.vote any %p, %m : i32
  return
}

// -----

// expected-error @+1 {{a kernel must not return a value}}
func.func @kernel_returns() -> i32 attributes {simt.kernel} {
  %0 = arith.constant 0 : i32
  return %0 : i32
}

// -----

// expected-error @+1 {{'simt.launch_bounds' applies to kernels only}}
func.func @bounds_not_kernel() attributes {simt.launch_bounds = #simt.launch_bounds<128>} {
  return
}

// -----

// expected-error @+1 {{max threads per block must be in 1..1024, got 2048}}
func.func @bounds_too_big() attributes {simt.kernel, simt.launch_bounds = #simt.launch_bounds<2048>} {
  return
}

// -----

// expected-error @+1 {{'simt.target' applies to modules only}}
func.func @target_on_func() attributes {simt.target = #simt.target<"sm_90">} {
  return
}

// -----

// expected-error @+1 {{'simt.cluster_dims' must be array<i32: x, y, z>}}
func.func @cluster_dims() attributes {simt.kernel, simt.cluster_dims = array<i32: 2, 1>} {
  return
}

// -----

// expected-error @+1 {{unknown simt attribute 'simt.colour'}}
func.func @unknown_attr() attributes {simt.colour} {
  return
}

// -----

func.func @intrinsic_not_llvm(%x: f32) -> f32 {
  // expected-error @+1 {{names an LLVM intrinsic ('llvm.*') or a PTX instruction ('ptx.*'), not 'nvvm.ex2.approx.f'}}
  %0 = simt.intrinsic "nvvm.ex2.approx.f"(%x) : (f32) -> f32
  return %0 : f32
}

// -----

func.func @intrinsic_unknown(%x: f32) -> f32 {
  // expected-error @+1 {{'llvm.nvvm.no.such.thing' is not an LLVM intrinsic}}
  %0 = simt.intrinsic "llvm.nvvm.no.such.thing"(%x) : (f32) -> f32
  return %0 : f32
}

// -----

func.func @intrinsic_with_effects(%m: i32) -> i32 {
  // expected-error @+1 {{'llvm.nvvm.read.ptx.sreg.clock' reads or writes memory or synchronises; only pure intrinsics are allowed}}
  %0 = simt.intrinsic "llvm.nvvm.read.ptx.sreg.clock"() : () -> i32
  return %0 : i32
}

// -----

func.func @intrinsic_ptx_memory(%x: i64) -> i32 {
  // expected-error @+1 {{'ld.global.cg.b32' is not a PTX arithmetic or conversion instruction}}
  %0 = simt.intrinsic "ptx.ld.global.cg.b32"(%x) : (i64) -> i32
  return %0 : i32
}

// -----

func.func @intrinsic_ptx_register(%x: vector<4xf16>) -> f16 {
  // expected-error @+1 {{PTX has no register for 'vector<4xf16>'}}
  %0 = simt.intrinsic "ptx.cvt.rn.f16.f32"(%x) : (vector<4xf16>) -> f16
  return %0 : f16
}

// -----

func.func @atomic_pair_not_add(%p: !simt.ptr<vector<2xf16>, global>, %v: vector<2xf16>) -> vector<2xf16> {
  // expected-error @+1 {{a 'vector<2xf16>' pair only has atomic 'add'}}
  %0 = simt.atomic_rmw exch %p, %v scope(device) order(relaxed) : !simt.ptr<vector<2xf16>, global>, vector<2xf16>
  return %0 : vector<2xf16>
}

// -----

func.func @atomic_f32_vector_not_add(%p: !simt.ptr<vector<4xf32>, global>, %v: vector<4xf32>) {
  // expected-error @+1 {{a 'vector<4xf32>' vector only has atomic 'add'}}
  %0 = simt.atomic_rmw exch %p, %v scope(device) order(relaxed) : !simt.ptr<vector<4xf32>, global>, vector<4xf32>
  return
}

// -----

func.func @atomic_f32_vector_shared(%p: !simt.ptr<vector<4xf32>, shared>, %v: vector<4xf32>) {
  // expected-error @+1 {{vector atomics act on global memory}}
  %0 = simt.atomic_rmw add %p, %v scope(block) order(relaxed) : !simt.ptr<vector<4xf32>, shared>, vector<4xf32>
  return
}

// -----

// expected-error @+1 {{'simt.specializes' is a symbol reference attribute of kernels}}
func.func @specializes_not_kernel() attributes {simt.specializes = @k} {
  return
}

// -----

// expected-error @+1 {{'simt.contiguous_params': tensor at argument 1 (4-byte elements, rank 1) does not fit the kernel's 3 arguments}}
func.func @contiguous_past_end(%p: !simt.ptr<f32, global>, %q: !simt.ptr<f32, global>, %n: i64) attributes {simt.kernel, simt.contiguous_params = array<i64: 1, 4, 1>} {
  return
}

// -----

// expected-error @+1 {{'simt.contiguous_params' is an array<i64> of [argument, element bytes, rank] triples on kernels}}
func.func @contiguous_not_triples(%p: !simt.ptr<f32, global>) attributes {simt.kernel, simt.contiguous_params = array<i64: 0, 4>} {
  return
}

// -----

// The tile lowering's TMA descriptors: [descriptor, pointer, element bytes,
// rank, box..., swizzle] within the kernel's arguments.
// expected-error @+1 {{'simt.tensor_map_sources': descriptor 9 of the tensor at argument 0 does not fit the kernel's 6 arguments}}
func.func @tensor_map_past_end(%p: !simt.ptr<bf16, global>, %m: i64, %k: i64, %s0: i64, %s1: i64, %d: !llvm.array<128 x i8>) attributes {simt.kernel, simt.tensor_map_sources = array<i64: 9, 0, 2, 2, 128, 64, 128>} {
  return
}

// -----

// expected-error @+1 {{'simt.tensor_map_sources': entry at 0 is not [descriptor, pointer, element bytes, rank, box..., swizzle]}}
func.func @tensor_map_short(%p: !simt.ptr<bf16, global>, %m: i64, %k: i64, %s0: i64, %s1: i64, %d: !llvm.array<128 x i8>) attributes {simt.kernel, simt.tensor_map_sources = array<i64: 5, 0, 2, 2, 128>} {
  return
}

// -----

func.func @mbarrier_ordered_is_unit() {
  // expected-error @+1 {{'simt.mbarrier_ordered' is a unit attribute}}
  simt.barrier block {simt.mbarrier_ordered = 1 : i64}
  return
}

// -----

func.func @param_address_outside_kernel(%s: !llvm.struct<(i32, f32)>) {
  // expected-error @+1 {{takes a kernel's parameter}}
  %p = simt.param_address %s : !llvm.struct<(i32, f32)> to !simt.ptr<!llvm.struct<(i32, f32)>, param>
  return
}

// -----

func.func @param_address_wrong_space(%s: i32) attributes {simt.kernel} {
  // expected-error @+1 {{points at its parameter's type in the param space}}
  %p = simt.param_address %s : i32 to !simt.ptr<i32, local>
  return
}

// -----

func.func @store_to_param(%s: i32) attributes {simt.kernel} {
  %p = simt.param_address %s : i32 to !simt.ptr<i32, param>
  %c = arith.constant 1 : i32
  // expected-error @+1 {{kernel parameters are read-only}}
  simt.store %c, %p : i32, !simt.ptr<i32, param>
  return
}
