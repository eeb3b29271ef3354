func.func @f(%a: i32) -> i32 {
  %e:2 = arith.addui_extended %a, %a : i32, i1
  return %e#65535 : i32
}
