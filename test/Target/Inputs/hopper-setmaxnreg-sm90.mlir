func.func @regs() attributes {simt.kernel} {
  simt.setmaxnreg dec 40
  return
}
