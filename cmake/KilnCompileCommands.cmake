# cmake -DFRAGMENTS=<a.json|b.json|...> -DOUTPUT=<compile_commands.json> -P KilnCompileCommands.cmake
#
# Joins the entries kilnc -MJ wrote (Clang's format: one `{...},` object per file) into one
# compilation database for clangd (kiln_add_kernels runs it; docs/cmake.md).
string(REPLACE "|" ";" fragments "${FRAGMENTS}")
set(entries)
foreach(fragment IN LISTS fragments)
  if(EXISTS "${fragment}")
    file(READ "${fragment}" text)
    string(STRIP "${text}" text)
    string(REGEX REPLACE ",$" "" text "${text}")
    list(APPEND entries "${text}")
  endif()
endforeach()
list(JOIN entries ",\n" body)
set(json "[\n${body}\n]\n")
# Unchanged contents keep the file's time, so nothing that reads it reruns.
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
  if(old STREQUAL json)
    return()
  endif()
endif()
file(WRITE "${OUTPUT}" "${json}")
