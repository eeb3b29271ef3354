// A warpgroup mma: sm_90a only.
simt.global shared @tile : !llvm.array<8192 x i8> {alignment = 1024 : i64}
func.func @wgmma(%out: !simt.ptr<f32, global>, %c: f32) attributes {simt.kernel, simt.block_threads = 128 : i32} {
  %sa = simt.addressof @tile : !simt.ptr<!llvm.array<8192 x i8>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<8192 x i8>, shared> to !simt.ptr<i8, shared>
  simt.wgmma_fence
  %d:4 = simt.wgmma bf16 n = 8, %s, %s, [%c, %c, %c, %c]
      {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 16, b_sbo = 1024}
      : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
  simt.wgmma_commit
  simt.wgmma_wait 0
  simt.store %d#0, %out : f32, !simt.ptr<f32, global>
  return
}
