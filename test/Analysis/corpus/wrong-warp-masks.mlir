// Warp collectives whose lane mask does not name exactly the lanes that
// reach them.
// RUN: not kiln-opt %s -split-input-file -simt-verify-sync -o /dev/null 2>&1 | FileCheck %s

// if (lane_id() < 16) __syncwarp();   (full mask, half the lanes)
// CHECK: m01.cu:6:5: error: warp barrier has lane mask 0xffffffff but lanes 0x0000ffff of warp 0 reach it
// CHECK: m01.cu:5:3: note: this branch decides which threads arrive: its condition differs between threads of a warp
func.func @m01() attributes {simt.kernel} {
  %lane = simt.lane_id
  %c16 = arith.constant 16 : i32
  %c = arith.cmpi ult, %lane, %c16 : i32
  scf.if %c {
    simt.barrier warp loc("m01.cu":6:5)
  } loc("m01.cu":5:3)
  return
}

// -----

// __syncwarp(0x0000ffff) reached by all 32 lanes.
// CHECK: m02.cu:4:3: error: warp barrier has lane mask 0x0000ffff but all 32 lanes of the warp reach it
func.func @m02() attributes {simt.kernel} {
  %m = arith.constant 65535 : i32
  simt.barrier warp, %m loc("m02.cu":4:3)
  return
}

// -----

// if (threadIdx.x & 1) v = __shfl_xor_sync(0xffffffff, v, 1);
// CHECK: m03.cu:8:10: error: warp shuffle has lane mask 0xffffffff but lanes 0xaaaaaaaa of warp 0 reach it
// CHECK: m03.cu:7:3: note: this branch decides which threads arrive
func.func @m03(%v: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c1 = arith.constant 1 : i32
  %full = arith.constant -1 : i32
  %odd = arith.andi %tid, %c1 : i32
  %c = arith.trunci %odd : i32 to i1
  %r = scf.if %c -> f32 {
    %s = simt.shuffle xor %v, %c1, %full : f32 loc("m03.cu":8:10)
    scf.yield %s : f32
  } else {
    scf.yield %v : f32
  } loc("m03.cu":7:3)
  return
}

// -----

// if (data[tid] > 0) all = __all_sync(0xffffffff, p);   (lanes unknown)
// A condition on per-thread data: a warning (issue 11), not an error.
// CHECK: m04.cu:8:12: warning: warp vote with a full lane mask is reached under lane-dependent control flow: not every lane of the warp arrives if the per-thread data its condition reads differs between threads (the analysis cannot tell) [-Wkiln-sync]
// CHECK: m04.cu:7:3: note: this branch decides which threads arrive
func.func @m04(%data: !simt.ptr<i32, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %p = simt.ptr_add %data, %tid : !simt.ptr<i32, global>, i32
  %v = simt.load %p : !simt.ptr<i32, global> -> i32
  %c0 = arith.constant 0 : i32
  %full = arith.constant -1 : i32
  %c = arith.cmpi sgt, %v, %c0 : i32
  scf.if %c {
    %a = simt.vote all %c, %full : i1 loc("m04.cu":8:12)
  } loc("m04.cu":7:3)
  return
}

// -----

// if (lane_id() < 16) v = __shfl_down_sync(0xff, v, 1);   (mask names 8 of 16)
// CHECK: m05.cu:7:10: error: warp shuffle has lane mask 0x000000ff but lanes 0x0000ffff of warp 0 reach it
func.func @m05(%v: i32) attributes {simt.kernel} {
  %lane = simt.lane_id
  %c16 = arith.constant 16 : i32
  %c1 = arith.constant 1 : i32
  %m = arith.constant 255 : i32
  %c = arith.cmpi ult, %lane, %c16 : i32
  scf.if %c {
    %s = simt.shuffle down %v, %c1, %m : i32 loc("m05.cu":7:10)
  } loc("m05.cu":6:3)
  return
}

// -----

// __reduce_add_sync(0x7fffffff, v) in uniform code: lane 31 reaches it but is not in the mask.
// CHECK: m06.cu:4:8: error: warp reduction has lane mask 0x7fffffff but all 32 lanes of the warp reach it
func.func @m06(%v: i32) attributes {simt.kernel} {
  %m = arith.constant 2147483647 : i32
  %r = simt.redux add %v, %m : i32 loc("m06.cu":4:8)
  return
}
