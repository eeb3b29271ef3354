//===- LargeStack.cpp - run a compilation on a thread with a large stack --===//
#include "compiler/Driver/LargeStack.h"

#include <pthread.h>
#include <signal.h>

namespace {
struct Job {
  llvm::function_ref<int()> body;
  int result = 1;
};

void *runJob(void *arg) {
  auto *job = static_cast<Job *>(arg);
  job->result = job->body();
  // LLVM's signal handlers give the thread that first registers them an
  // alternate signal stack from malloc, never freed. Leave the thread without
  // it: ASan unmaps an exiting thread's alternate stack as if it had mapped
  // it, and dies on LLVM's (every compile of a sanitized kilnc did).
  stack_t none{};
  none.ss_flags = SS_DISABLE;
  sigaltstack(&none, nullptr);
  return nullptr;
}
} // namespace

int kiln::driver::runWithLargeStack(llvm::function_ref<int()> body) {
  Job job{body};
  pthread_attr_t attr;
  pthread_t thread;
  // The stack is reserved, not committed: untouched pages cost nothing. If
  // the reservation fails (a tight `ulimit -v`), compile on this thread.
  bool started = pthread_attr_init(&attr) == 0 &&
                 pthread_attr_setstacksize(&attr, kCompilerStackBytes) == 0 &&
                 pthread_create(&thread, &attr, runJob, &job) == 0;
  pthread_attr_destroy(&attr);
  if (!started)
    return body();
  pthread_join(thread, nullptr);
  return job.result;
}
