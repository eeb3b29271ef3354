// @realcode Geospatial point processing as location-analytics GPU code does it: a first kernel encodes each (lat, lon) pair into a 12-character base32 geohash (bit interleaving of longitude and latitude bisections, the "0123456789bcdefghjkmnpqrstuvwxyz" alphabet from a string literal in __constant__ memory, a 64-bit packed cell key for the first 6 characters), then a radius join counts, for each query point, the data points within R km by great-circle (haversine) distance in double precision, scanning the data in shared-memory tiles with an early bounding-box reject in degrees, and records the nearest neighbour's index and distance with a packed 64-bit key.
// @let NPTS = 1 << 16
// @let NQ = 1 << 12
// @buf lat f64[NPTS] uniform(47.0, 48.5)
// @buf lon f64[NPTS] uniform(7.0, 9.5)
// @buf qlat f64[NQ] uniform(47.0, 48.5)
// @buf qlon f64[NQ] uniform(7.0, 9.5)
// @buf hash u8[NPTS * 12] zero
// @buf cell u64[NPTS] zero
// @buf counts i32[NQ] zero
// @buf nearest i32[NQ] zero
// @buf nearest_km f64[NQ] zero
// @launch geohash_encode grid(NPTS / 256) block(256) args(lat, lon, hash, cell, i32(NPTS))
// @launch radius_join grid(NQ / 128) block(128) args(qlat, qlon, lat, lon, counts, nearest, nearest_km, f64(5.0), i32(NQ), i32(NPTS))
// @check hash exact
// @check cell exact
// @check counts exact
// @check nearest exact
// @check nearest_km abs=1e-9 rel=1e-12
#include <cstdint>
#include <math_constants.h>

#define GEOHASH_CHARS 12
#define TILE 128

__constant__ char c_base32[33] = "0123456789bcdefghjkmnpqrstuvwxyz";

__global__ void geohash_encode(const double *__restrict__ lat, const double *__restrict__ lon, uint8_t *hash, uint64_t *cell, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double lat_lo = -90.0, lat_hi = 90.0, lon_lo = -180.0, lon_hi = 180.0;
  const double la = lat[i], lo = lon[i];
  bool even = true;  // geohash starts with a longitude bit
  uint64_t key = 0;
  for (int c = 0; c < GEOHASH_CHARS; ++c) {
    int idx = 0;
    for (int b = 0; b < 5; ++b) {
      if (even) {
        const double mid = 0.5 * (lon_lo + lon_hi);
        if (lo >= mid) { idx = idx * 2 + 1; lon_lo = mid; } else { idx *= 2; lon_hi = mid; }
      } else {
        const double mid = 0.5 * (lat_lo + lat_hi);
        if (la >= mid) { idx = idx * 2 + 1; lat_lo = mid; } else { idx *= 2; lat_hi = mid; }
      }
      even = !even;
    }
    hash[(size_t)i * GEOHASH_CHARS + c] = (uint8_t)c_base32[idx];
    if (c < 6) key = (key << 5) | (uint64_t)idx;
  }
  cell[i] = key;
}

__device__ __forceinline__ double haversine_km(double lat1, double lon1, double lat2, double lon2) {
  const double kEarthKm = 6371.0088;
  const double rad = CUDART_PI / 180.0;
  const double dlat = (lat2 - lat1) * rad, dlon = (lon2 - lon1) * rad;
  const double s1 = sin(0.5 * dlat), s2 = sin(0.5 * dlon);
  const double h = s1 * s1 + cos(lat1 * rad) * cos(lat2 * rad) * s2 * s2;
  return 2.0 * kEarthKm * asin(fmin(1.0, sqrt(h)));
}

__global__ void __launch_bounds__(128) radius_join(const double *__restrict__ qlat, const double *__restrict__ qlon,
                                                  const double *__restrict__ lat, const double *__restrict__ lon, int *counts,
                                                  int *nearest, double *nearest_km, double radius_km, int nq, int npts) {
  __shared__ double2 tile[TILE];
  const int q = blockIdx.x * blockDim.x + threadIdx.x;
  const double la = q < nq ? qlat[q] : 0.0, lo = q < nq ? qlon[q] : 0.0;
  // A degree of latitude is about 111.2 km; longitude shrinks with cos(lat).
  const double dlat_max = radius_km / 111.19;
  const double dlon_max = radius_km / (111.19 * cos(la * CUDART_PI / 180.0));
  int count = 0;
  unsigned long long best = ~0ull;
  for (int base = 0; base < npts; base += TILE) {
    const int j = base + threadIdx.x;
    tile[threadIdx.x] = j < npts ? make_double2(lat[j], lon[j]) : make_double2(1e9, 1e9);
    __syncthreads();
    for (int k = 0; k < TILE && base + k < npts; ++k) {
      const double2 p = tile[k];
      const double d = haversine_km(la, lo, p.x, p.y);
      // Distances are positive: their bit patterns order like the values.
      const unsigned long long key = ((unsigned long long)__double_as_longlong(d) & ~0xfffffull) | (unsigned)(base + k);
      best = key < best ? key : best;
      if (fabs(p.x - la) > dlat_max || fabs(p.y - lo) > dlon_max) continue;
      count += d <= radius_km;
    }
    __syncthreads();
  }
  if (q < nq) {
    counts[q] = count;
    const int idx = (int)(best & 0xfffffull);
    nearest[q] = idx;
    nearest_km[q] = haversine_km(la, lo, lat[idx], lon[idx]);
  }
}
