func.func @vadd(%a: !simt.ptr<f32, global>, %b: !simt.ptr<f32, global>, %c: !simt.ptr<f32, global>, %n: i32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %bid = simt.block_id x
  %bdim = simt.block_dim x
  %0 = arith.muli %bid, %bdim : i32
  %i = arith.addi %0, %tid : i32
  %in = arith.cmpi slt, %i, %n : i32
  scf.if %in {
    %pa = simt.ptr_add %a, %i : !simt.ptr<f32, global>, i32
    %pb = simt.ptr_add %b, %i : !simt.ptr<f32, global>, i32
    %pc = simt.ptr_add %c, %i : !simt.ptr<f32, global>, i32
    %x = simt.load %pa : !simt.ptr<f32, global> -> f32
    %y = simt.load %pb : !simt.ptr<f32, global> -> f32
    %s = arith.addf %x, %y : f32
    simt.store %s, %pc : f32, !simt.ptr<f32, global>
  }
  return
}
