// Input of test/Scripts/compare-kiln-opt.test: three RUN lines that run kiln-opt (one continued,
// one with redirections) and one that does not.
// RUN: kiln-opt %s -split-input-file -x | FileCheck %s
// RUN: not kiln-opt %s -y 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR
// RUN: kiln-opt %s -z 2>%t.err >%t.out
// RUN: FileCheck %s --input-file=%t.out
