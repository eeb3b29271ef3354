// simt-verify-sync and simt-insert-barriers expect kilnc's preparation (mem2reg first, issue 17):
// on the frontend's output a local variable is still a simt.alloca read through loads, and a
// uniform value kept in one looked thread-dependent (a false "lane-dependent control flow"
// warning on the shuffle below). Such input is refused with an error naming the missing step;
// after --mem2reg the same kernel is checked and is clean. Slots mem2reg leaves alone (arrays,
// volatile accesses, escaping addresses) are no reason to refuse.
// RUN: kiln-opt %s -split-input-file -simt-verify-sync -verify-diagnostics -o /dev/null
// RUN: kiln-opt %s -split-input-file -simt-insert-barriers -verify-diagnostics -o /dev/null
// RUN: grep -v expected- %s | kiln-opt -split-input-file -mem2reg -simt-verify-sync -o /dev/null 2>&1 | count 0

// expected-note @below {{run the passes before it first: `kiln-opt --kiln-simt-pipeline` (its --dump-pass-pipeline lists them), or at least --mem2reg}}
func.func @unprepared(%n: i32, %p: !simt.ptr<i32, global>) attributes {simt.kernel} {
  // expected-error @below {{expects its input after mem2reg: mem2reg still promotes this local variable, read and written through memory}}
  %count = simt.alloca : !simt.ptr<i32, local>
  simt.store %n, %count : i32, !simt.ptr<i32, local>
  %v = simt.load %count : !simt.ptr<i32, local> -> i32
  %zero = arith.constant 0 : i32
  %c = arith.cmpi sgt, %v, %zero : i32
  scf.if %c {
    %one = arith.constant 1 : i32
    %all = arith.constant -1 : i32
    %s = simt.shuffle up %v, %one, %all : i32
    simt.store %s, %p : i32, !simt.ptr<i32, global>
  }
  return
}

// -----

// Not promoted by mem2reg: an array, a volatile access, an address that escapes.
func.func @not_promotable(%n: i32, %p: !simt.ptr<i32, global>, %q: !simt.ptr<!simt.ptr<i32, local>, global>) attributes {simt.kernel} {
  %array = simt.alloca {count = 4 : i64} : !simt.ptr<i32, local>
  simt.store %n, %array : i32, !simt.ptr<i32, local>
  %a = simt.load %array : !simt.ptr<i32, local> -> i32
  %vol = simt.alloca : !simt.ptr<i32, local>
  simt.store volatile %a, %vol : i32, !simt.ptr<i32, local>
  %b = simt.load volatile %vol : !simt.ptr<i32, local> -> i32
  %escapes = simt.alloca : !simt.ptr<i32, local>
  simt.store %escapes, %q : !simt.ptr<i32, local>, !simt.ptr<!simt.ptr<i32, local>, global>
  simt.store %b, %escapes : i32, !simt.ptr<i32, local>
  simt.store %b, %p : i32, !simt.ptr<i32, global>
  return
}
