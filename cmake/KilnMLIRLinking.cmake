# How Kiln's libraries name the MLIR libraries they use.
#
# Each Kiln library lists the MLIR libraries it calls into (LINK_LIBS), and the executable that
# links it decides how MLIR arrives: kilnc links MLIR's static archives, from which the linker
# keeps only what kilnc uses, because loading all of libMLIR.so cost ~15 ms of every kilnc run
# (half its start-up) against a compile-speed target of a fifth of nvcc; kiln-opt and the test
# and fuzz tools set the target property KILN_LINK_MLIR_DYLIB and get the one shared libMLIR.so
# instead (fast links). The choice is a generator expression read on the consuming executable
# ($<TARGET_PROPERTY:prop> in a usage requirement names the target being linked), so one build
# of each library serves both; static archives and libMLIR.so are never mixed in one program
# (that would register every pass and option twice). LLVM and Clang are shared everywhere.

# kiln_mlir_libs(<out-var> <MLIR library>...): the list to put after LINK_LIBS PUBLIC.
function(kiln_mlir_libs out_var)
  set(dylib "$<BOOL:$<TARGET_PROPERTY:KILN_LINK_MLIR_DYLIB>>")
  set(libs "$<${dylib}:MLIR>")
  foreach(lib ${ARGN})
    list(APPEND libs "$<$<NOT:${dylib}>:${lib}>")
  endforeach()
  set(${out_var} ${libs} PARENT_SCOPE)
endfunction()

# kiln_link_mlir_dylib(<executable>...): these link libMLIR.so rather than the archives.
function(kiln_link_mlir_dylib)
  set_target_properties(${ARGN} PROPERTIES KILN_LINK_MLIR_DYLIB ON)
endfunction()
