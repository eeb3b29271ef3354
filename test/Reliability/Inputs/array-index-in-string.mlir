// Not an attribute: a string that spells one.
func.func @f() attributes {note = "array<index: 1>"} {
  return
}
