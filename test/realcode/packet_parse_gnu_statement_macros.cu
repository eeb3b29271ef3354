// @realcode Packet parsing in the C style of DPDK/Linux-derived GPU packet-processing code: Linux-kernel macros written as GNU statement expressions (min_t/max_t/clamp_t and a typed swap with __typeof__, an ntohs/ntohl pair built on __byte_perm), typedef'd C structs for Ethernet/IPv4/UDP headers read from a byte buffer, a protocol/port classifier switch (port ranges as if-chains: nvcc 13.0 miscompiles GNU case ranges), __attribute__((aligned(2))) and __attribute__((unused)), frames stored NET_IP_ALIGN (2) bytes into their slot so that the IP header is 4-byte aligned,, and the IPv4 header checksum folded in ones' complement; each thread parses one 128-byte packet slot and writes its flow class, validated checksum and clamped payload length, and a per-class packet counter is kept with atomicAdd.
// @let NPKT = 1 << 21
// @let SLOT = 128
// @buf pkts u8[NPKT * SLOT] uniform(0, 256)
// @buf fixed u8[NPKT * SLOT] zero
// @buf cls i32[NPKT] zero
// @buf csum u32[NPKT] zero
// @buf plen i32[NPKT] zero
// @buf per_class u32[16] zero
// @launch forge_headers grid(cdiv(NPKT, 256)) block(256) args(pkts, fixed, i32(NPKT))
// @launch parse_packets grid(cdiv(NPKT, 256)) block(256) args(fixed, cls, csum, plen, per_class, i32(NPKT))
// @check fixed exact
// @check cls exact
// @check csum exact
// @check plen exact
// @check per_class exact
#include <stdint.h>

#define min_t(type, x, y) ({ type __x = (x); type __y = (y); __x < __y ? __x : __y; })
#define max_t(type, x, y) ({ type __x = (x); type __y = (y); __x > __y ? __x : __y; })
#define clamp_t(type, val, lo, hi) min_t(type, max_t(type, val, lo), hi)
#define swap(a, b) do { __typeof__(a) __tmp = (a); (a) = (b); (b) = __tmp; } while (0)
#define ntohs(x) ({ uint16_t __v = (x); (uint16_t)((__v >> 8) | (__v << 8)); })
#define ntohl(x) ({ uint32_t __v = (x); __byte_perm(__v, 0, 0x0123); })
#define likely(x) __builtin_expect(!!(x), 1)
#define NET_IP_ALIGN 2

typedef struct __attribute__((aligned(2))) {
  uint8_t dst[6], src[6];
  uint16_t ether_type;
} eth_hdr_t;

typedef struct {
  uint8_t ver_ihl, tos;
  uint16_t total_len, id, frag_off;
  uint8_t ttl, protocol;
  uint16_t check;
  uint32_t saddr, daddr;
} ipv4_hdr_t;

typedef struct {
  uint16_t sport, dport, len, check;
} udp_hdr_t;

enum { CLS_DROP = 0, CLS_DNS, CLS_HTTP, CLS_EPHEMERAL, CLS_TCP_OTHER, CLS_ICMP, CLS_OTHER, CLS_BAD_CSUM };

static __device__ __forceinline__ uint16_t ip_fast_csum(const uint16_t *h, int words) {
  uint32_t sum = 0;
  for (int i = 0; i < words; ++i) sum += h[i];
  sum = (sum & 0xffff) + (sum >> 16);
  sum = (sum & 0xffff) + (sum >> 16);
  return (uint16_t)~sum;
}

// Turns the random bytes into plausible frames: IPv4 ethertype, version 4, IHL 5..7, a protocol from a
// small set, and (for 7 slots in 8) a correct header checksum.
__global__ void forge_headers(const uint8_t *__restrict__ raw, uint8_t *__restrict__ out, int n) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= n) return;
  const uint8_t *in = raw + (size_t)p * 128;
  uint8_t *pk = out + (size_t)p * 128;
  for (int i = 0; i < 128; i += 8) *reinterpret_cast<uint2 *>(pk + i) = *reinterpret_cast<const uint2 *>(in + i);
  eth_hdr_t *eth = reinterpret_cast<eth_hdr_t *>(pk + NET_IP_ALIGN);
  eth->ether_type = ntohs((uint16_t)0x0800);
  ipv4_hdr_t *ip = reinterpret_cast<ipv4_hdr_t *>(pk + NET_IP_ALIGN + sizeof(eth_hdr_t));
  const int ihl = 5 + in[0] % 3;
  ip->ver_ihl = (uint8_t)(0x40 | ihl);
  const uint8_t protos[4] = {17, 6, 1, 47};
  ip->protocol = protos[in[1] & 3];
  ip->total_len = ntohs((uint16_t)(20 + in[2] % 200));
  ip->check = 0;
  const uint16_t c = ip_fast_csum(reinterpret_cast<const uint16_t *>(ip), ihl * 2);
  ip->check = (in[3] & 7) ? c : (uint16_t)(c ^ 0x5a5a);
}

// The port ranges are if-chains, not GNU case ranges (`case 1 ... 52:`): nvcc 13.0 matches only
// the first value of a case range in device code (`case 10 ... 20` is `case 10`), so it cannot be
// this differential test's oracle for them; constructs/language_misc.cu checks kilnc's case ranges
// against the host on the GPU.
static __device__ int classify(int proto, int sport, int dport) {
  if (sport > dport) swap(sport, dport);
  switch (proto) {
  case 17:
    if (dport == 53) return CLS_DNS;
    if ((dport >= 1 && dport <= 52) || (dport >= 54 && dport <= 1023)) return CLS_OTHER;
    if (dport >= 49152 && dport <= 65535) return CLS_EPHEMERAL;
    return sport == 53 ? CLS_DNS : CLS_OTHER;
  case 6:
    switch (sport) {
    case 80: case 443: return CLS_HTTP;
    default: return sport >= 8000 && sport <= 8099 ? CLS_HTTP : CLS_TCP_OTHER;
    }
  case 1: return CLS_ICMP;
  default: return CLS_DROP;
  }
}

__global__ void parse_packets(const uint8_t *__restrict__ pkts, int *__restrict__ cls, uint32_t *__restrict__ csum,
                              int *__restrict__ plen, unsigned *per_class, int n) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= n) return;
  const uint8_t *pk = pkts + (size_t)p * 128;
  const eth_hdr_t *eth = reinterpret_cast<const eth_hdr_t *>(pk + NET_IP_ALIGN);
  __attribute__((unused)) const uint8_t first_dst = eth->dst[0];
  int c = CLS_DROP;
  uint32_t check = 0;
  int payload = 0;
  if (likely(ntohs(eth->ether_type) == 0x0800)) {
    const ipv4_hdr_t *ip = reinterpret_cast<const ipv4_hdr_t *>(pk + NET_IP_ALIGN + sizeof(eth_hdr_t));
    const int ihl = ip->ver_ihl & 0xf;
    check = ip_fast_csum(reinterpret_cast<const uint16_t *>(ip), ihl * 2);
    const udp_hdr_t *l4 = reinterpret_cast<const udp_hdr_t *>(reinterpret_cast<const uint8_t *>(ip) + ihl * 4);
    const uint32_t addr_mix = ntohl(ip->saddr) ^ ntohl(ip->daddr);
    c = check ? CLS_BAD_CSUM : classify(ip->protocol, ntohs(l4->sport), ntohs(l4->dport));
    payload = clamp_t(int, (int)ntohs(ip->total_len) - ihl * 4 - (int)sizeof(udp_hdr_t), 0, 128 - NET_IP_ALIGN - 14 - ihl * 4 - 8);
    check |= (addr_mix & 0xf0000000u);
  }
  cls[p] = c;
  csum[p] = check;
  plen[p] = payload;
  atomicAdd(per_class + c, 1u);
}
