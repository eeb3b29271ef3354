// The same labels in sibling and nested regions, successors with arguments (`^bb1(%v : i32)` is a
// use, not a definition), and labels in comments and strings: valid, and not redefinitions.
// "^bb1:" in a comment
func.func @f(%c: i1, %v: i32) -> i32 attributes {note = "^bb1: ^bb1:"} {
  cf.cond_br %c, ^bb1(%v : i32), ^bb2
^bb1(%x: i32):
  %r = scf.execute_region -> i32 {
  ^bb1:
    scf.yield %x : i32
  }
  return %r : i32
^bb2:
  %q = scf.execute_region -> i32 {
  ^bb1:
    cf.br ^bb2(%v : i32)
  ^bb2(%w : i32):
    scf.yield %w : i32
  }
  return %q : i32
}
