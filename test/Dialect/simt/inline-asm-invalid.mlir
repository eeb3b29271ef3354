// RUN: kiln-opt %s -split-input-file -verify-diagnostics

func.func @too_few_results() {
  // expected-error @+1 {{has 1 output constraints but 0 results}}
  simt.inline_asm "mov.u32 $0, 1;", "=r" : () -> ()
  return
}

// -----

func.func @too_many_operands(%a: i32) {
  // expected-error @+1 {{has 0 input constraints but 1 operands}}
  simt.inline_asm volatile "nop;", ""(%a) : (i32) -> ()
  return
}

// -----

func.func @wrong_register_class(%a: i64) -> i32 {
  // expected-error @+1 {{input 0 constraint 'r' does not fit an operand of type 'i64'}}
  %0 = simt.inline_asm "cvt.u32.u64 $0, $1;", "=r,r"(%a) : (i64) -> i32
  return %0 : i32
}

// -----

func.func @wrong_output_class() -> f32 {
  // expected-error @+1 {{output 0 constraint '=r' does not fit a result of type 'f32'}}
  %0 = simt.inline_asm "mov.b32 $0, 0;", "=r" : () -> f32
  return %0 : f32
}

// -----

func.func @shared_pointer_in_l(%p: !simt.ptr<i8, shared>) {
  // A pointer operand is the address C++ sees: a generic one.
  // expected-error @+1 {{input 0 constraint 'l' does not fit an operand of type '!simt.ptr<i8, shared>'}}
  simt.inline_asm volatile "st.u8 [$0], 0;", "l"(%p) : (!simt.ptr<i8, shared>) -> ()
  return
}

// -----

func.func @bad_tie(%a: i32) -> i32 {
  // expected-error @+1 {{input 0 is tied to output 1, which does not exist}}
  %0 = simt.inline_asm "add.u32 $0, $0, 1;", "=r,1"(%a) : (i32) -> i32
  return %0 : i32
}

// -----

func.func @operand_out_of_range(%a: i32) -> i32 {
  // expected-error @+1 {{refers to operand $2 but has 2 operands}}
  %0 = simt.inline_asm "add.u32 $0, $1, $2;", "=r,r"(%a) : (i32) -> i32
  return %0 : i32
}

// -----

func.func @immediate_not_constant(%a: i32) -> i32 {
  // expected-error @+1 {{input 0 ('n') must be a constant}}
  %0 = simt.inline_asm "mov.u32 $0, $1;", "=r,n"(%a) : (i32) -> i32
  return %0 : i32
}

// -----

func.func @clobber_first(%a: i32) {
  // expected-error @+1 {{lists outputs, then inputs, then clobbers}}
  simt.inline_asm volatile "st.shared.u32 [$0], 0;", "~{memory},r"(%a) : (i32) -> ()
  return
}
