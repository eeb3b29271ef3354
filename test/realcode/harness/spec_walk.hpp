// for_each_launch: the step interpreter shared by the dry run (lint) and the GPU run.
#pragma once

namespace realcode {
namespace detail {
template <class F>
void walk(const std::vector<Step>& steps, Scope& scope, F& on_launch, int64_t& budget, const std::string& path) {
  for (const Step& s : steps) {
    if (s.kind == Step::LaunchStep) {
      if (--budget < 0) throw SpecError(path + ":" + std::to_string(s.line) + ": too many launches (a loop that does not end?)");
      on_launch(s.launch, scope);
      continue;
    }
    bool shadowed = scope.count(s.var) != 0;
    Number saved = shadowed ? scope[s.var] : Number{};
    scope[s.var] = s.init.eval(scope);
    while (s.cond.eval(scope).as_double() != 0) {
      walk(s.body, scope, on_launch, budget, path);
      scope[s.var] = s.update.eval(scope);
    }
    if (shadowed) scope[s.var] = saved;
    else scope.erase(s.var);
  }
}
}  // namespace detail

template <class F>
void for_each_launch(const Spec& spec, F on_launch, int64_t max_launches) {
  Scope scope = spec.lets;
  int64_t budget = max_launches;
  detail::walk(spec.steps, scope, on_launch, budget, spec.path);
}

}  // namespace realcode
