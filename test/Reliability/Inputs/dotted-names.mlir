simt.global shared @"k.buffer" : !llvm.array<32 x f32> {alignment = 4 : i64}
func.func private @"helper.f"(%p: !simt.ptr<f32, global>) attributes {no_inline} {
  %c = arith.constant 1.0 : f32
  simt.store %c, %p : f32, !simt.ptr<f32, global>
  return
}
func.func @k(%arg0: !simt.ptr<f32, global>) attributes {simt.kernel} {
  %b = simt.addressof @"k.buffer" : !simt.ptr<!llvm.array<32 x f32>, shared>
  func.call @"helper.f"(%arg0) {no_inline} : (!simt.ptr<f32, global>) -> ()
  return
}
