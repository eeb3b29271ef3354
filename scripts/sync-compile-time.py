#!/usr/bin/env python3
"""Share of kilnc's compile time spent in the sync passes (issue 11's bar: under 10%).

    python3 scripts/sync-compile-time.py [--runs N] KILNC[,KILNC...] FILE...

For each file and each kilnc: best of N (3) runs of `kilnc FILE --arch=sm_90 -o /dev/null -v`;
prints the sync passes (simt-verify-sync + simt-insert-barriers), the total (the sum of the
stage lines) in ms and the share, one column per kilnc (compare two builds side by side)."""
import subprocess,sys,re
def measure(kilnc,f,runs=3):
    best_sync=1e9; best_tot=1e9
    for _ in range(runs):
        out=subprocess.run(['prlimit','--as=4294967296',kilnc,f,'--arch=sm_90','-o','/dev/null','-v'],capture_output=True,text=True).stderr
        tot=0; sync=0
        for l in out.splitlines():
            m=re.match(r'kilnc: (\S.*?)\s+([\d.]+) ms$',l)
            if m: tot+=float(m.group(2))
            m=re.match(r'kilnc:\s+(simt-verify-sync|simt-insert-barriers)\s+([\d.]+) ms$',l)
            if m: sync+=float(m.group(2))
        best_sync=min(best_sync,sync); best_tot=min(best_tot,tot)
    return best_sync,best_tot
args=sys.argv[1:]
runs=3
if args[:1]==['--runs']:
    runs=int(args[1]); args=args[2:]
kilncs=args[0].split(',')
for f in args[1:]:
    row=[f.split('/')[-1]]
    for k in kilncs:
        s,t=measure(k,f,runs)
        row.append(f'{s:8.1f} {t:8.1f} {100*s/max(t,1e-9):5.1f}%')
    print(' | '.join(row),flush=True)
