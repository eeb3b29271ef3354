// RUN: kiln-opt %s -split-input-file -convert-simt-to-nvvm -verify-diagnostics

// scf must be lowered to cf first (kilnc's pipeline runs convert-scf-to-cf).
func.func @needs_cf(%c: i1) {
  // expected-error @+1 {{failed to legalize operation 'scf.if' that was explicitly marked illegal}}
  scf.if %c {
    simt.barrier block
  }
  return
}

// -----

func.func @ptr_add_atomic(%slot: !simt.ptr<!simt.ptr<f32, global>, global>, %v: !simt.ptr<f32, global>) {
  // expected-error @+2 {{only 'exch' applies to pointer values}}
  // expected-error @+1 {{failed to legalize operation 'simt.atomic_rmw'}}
  %0 = simt.atomic_rmw add %slot, %v scope(device) order(relaxed) : !simt.ptr<!simt.ptr<f32, global>, global>, !simt.ptr<f32, global>
  return
}
