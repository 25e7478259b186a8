// FLAGS: -std=c++17
// libcu++'s <cuda/std/chrono> in device code: durations of several periods, duration_cast,
// floor/ceil/round/abs, mixed-period arithmetic and comparisons, time points, the system clock.
#include <cstdio>
#include <cuda/std/chrono>

namespace chr = cuda::std::chrono;

struct fake_clock {
  typedef chr::milliseconds duration;
  typedef duration::rep rep;
  typedef duration::period period;
  typedef chr::time_point<fake_clock> time_point;
  static constexpr bool is_steady = true;
};

__device__ long long total_ms(chr::milliseconds a, chr::seconds b) {
  auto sum = a + b;  // milliseconds
  return sum.count();
}

__global__ void k(long long *out) {
  using namespace cuda::std::chrono;
  int t = threadIdx.x;
  milliseconds ms(1500 + 250 * t);
  seconds s = duration_cast<seconds>(ms);
  microseconds us = ms;  // implicit, exact
  out[t * 8 + 0] = s.count();
  out[t * 8 + 1] = us.count();
  out[t * 8 + 2] = floor<seconds>(-ms).count();
  out[t * 8 + 3] = ceil<seconds>(-ms).count();
  out[t * 8 + 4] = round<seconds>(ms).count();
  out[t * 8 + 5] = total_ms(ms, seconds(t));
  out[t * 8 + 6] = (ms < seconds(2)) + 2 * (ms == milliseconds(2000)) + 4 * (ms >= s) + 8 * (s != ms);
  out[t * 8 + 7] = abs(milliseconds(-7 * t)).count();
}

__global__ void misc() {
  using namespace cuda::std::chrono;
  minutes m(90);
  hours h = duration_cast<hours>(m);
  printf("90min = %ldh, %lld s\n", h.count(), duration_cast<seconds>(m).count());
  auto mixed = hours(1) + minutes(30) + seconds(15);
  printf("1h+30min+15s = %lld s\n", (long long)mixed.count());
  printf("2min / 40s = %lld, 2min %% 50s = %lld s\n", (long long)(minutes(2) / seconds(40)),
         (long long)(minutes(2) % seconds(50)).count());
  milliseconds x(100);
  x += milliseconds(20);
  x *= 3;
  x -= milliseconds(10);
  x /= 7;
  ++x;
  x--;
  x %= 12;
  printf("x = %lld ms\n", x.count());
  auto y = 3 * x * 2;
  auto z = y / 4;
  printf("y = %lld z = %lld neg = %lld\n", y.count(), z.count(), (-y).count());
  duration<double> secs = milliseconds(2500);
  duration<float, cuda::std::milli> fms(0.5f);
  printf("secs = %.3f, fms in us = %.1f\n", secs.count(), duration_cast<duration<float, cuda::std::micro>>(fms).count());
  printf("round 2.5s -> %lld, 3.5s -> %lld, -2.5s -> %lld\n", round<seconds>(milliseconds(2500)).count(),
         round<seconds>(milliseconds(3500)).count(), round<seconds>(milliseconds(-2500)).count());
  printf("zero %lld max>min %d\n", nanoseconds::zero().count(), (int)(seconds::max() > seconds::min()));
  printf("days %d weeks->days %d\n", duration_cast<days>(hours(50)).count(), duration_cast<days>(weeks(2)).count());
  time_point<fake_clock> t0(milliseconds(1000));
  auto t1 = t0 + seconds(2);
  auto t2 = t1 - milliseconds(500);
  t2 += milliseconds(1);
  printf("t1 %lld t2 %lld diff %lld lt %d\n", t1.time_since_epoch().count(), t2.time_since_epoch().count(),
         (long long)(t2 - t0).count(), (int)(t0 < t2));
  printf("tp cast %lld\n", time_point_cast<seconds>(t2).time_since_epoch().count());
  printf("treat %d %d\n", (int)treat_as_floating_point<double>::value, (int)treat_as_floating_point_v<int>);
  printf("system steady %d\n", (int)system_clock::is_steady);
}

__global__ void timer(int *ok) {
  auto a = cuda::std::chrono::system_clock::now();
  auto b = cuda::std::chrono::system_clock::now();
  auto t = cuda::std::chrono::system_clock::to_time_t(b);
  auto back = cuda::std::chrono::system_clock::from_time_t(t);
  // Not going back; whole seconds round-trip.
  *ok = (b >= a) + 2 * (back <= b) + 4 * (b - back < cuda::std::chrono::seconds(1));
}

int main() {
  long long *out;
  int *ok;
  cudaMallocManaged(&out, 4 * 8 * sizeof(long long));
  cudaMallocManaged(&ok, sizeof(int));
  k<<<1, 4>>>(out);
  cudaDeviceSynchronize();
  for (int t = 0; t < 4; t++) {
    printf("t%d:", t);
    for (int i = 0; i < 8; i++) printf(" %lld", out[t * 8 + i]);
    printf("\n");
  }
  misc<<<1, 1>>>();
  timer<<<1, 1>>>(ok);
  cudaDeviceSynchronize();
  printf("timer %d\n", *ok);
  auto h = cuda::std::chrono::duration_cast<cuda::std::chrono::minutes>(cuda::std::chrono::hours(3));
  auto now = cuda::std::chrono::system_clock::now();
  printf("host: %ld min, after 2020 %d\n", h.count(), (int)(now.time_since_epoch() > cuda::std::chrono::hours(24 * 365 * 50)));
  return 0;
}
