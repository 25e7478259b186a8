// FLAGS: -std=c++17
// libcu++'s <cuda/std/ratio> in device code: reduction, arithmetic, comparisons, SI names.
#include <cstdio>
#include <cuda/std/ratio>

template <class R>
__device__ void show(const char *name) { printf("%s = %lld/%lld\n", name, (long long)R::num, (long long)R::den); }

__global__ void k() {
  show<cuda::std::ratio<6, -4>>("6/-4");
  show<cuda::std::ratio<0, 7>>("0/7");
  show<cuda::std::ratio<-3, -9>::type>("-3/-9");
  show<cuda::std::ratio_add<cuda::std::ratio<1, 3>, cuda::std::ratio<1, 6>>>("1/3+1/6");
  show<cuda::std::ratio_subtract<cuda::std::ratio<1, 3>, cuda::std::ratio<1, 2>>>("1/3-1/2");
  show<cuda::std::ratio_multiply<cuda::std::ratio<2, 3>, cuda::std::ratio<9, 4>>>("2/3*9/4");
  show<cuda::std::ratio_divide<cuda::std::milli, cuda::std::micro>>("milli/micro");
  show<cuda::std::ratio_multiply<cuda::std::giga, cuda::std::nano>>("giga*nano");
  show<cuda::std::kilo>("kilo");
  show<cuda::std::exa>("exa");
  printf("eq %d %d ne %d\n", (int)cuda::std::ratio_equal<cuda::std::ratio<2, 4>, cuda::std::ratio<1, 2>>::value,
         (int)cuda::std::ratio_equal_v<cuda::std::milli, cuda::std::micro>,
         (int)cuda::std::ratio_not_equal<cuda::std::milli, cuda::std::micro>::value);
  printf("lt %d %d %d %d\n", (int)cuda::std::ratio_less<cuda::std::ratio<1, 3>, cuda::std::ratio<1, 2>>::value,
         (int)cuda::std::ratio_less_v<cuda::std::ratio<-1, 2>, cuda::std::ratio<-1, 3>>,
         (int)cuda::std::ratio_less<cuda::std::ratio<999999999, 1000000000>, cuda::std::ratio<1000000000, 1000000001>>::value,
         (int)cuda::std::ratio_less<cuda::std::ratio<5, 1>, cuda::std::ratio<5, 1>>::value);
  printf("le %d ge %d gt %d\n", (int)cuda::std::ratio_less_equal_v<cuda::std::ratio<5>, cuda::std::ratio<10, 2>>,
         (int)cuda::std::ratio_greater_equal<cuda::std::nano, cuda::std::pico>::value,
         (int)cuda::std::ratio_greater_v<cuda::std::ratio<-7, 3>, cuda::std::ratio<-2>>);
  constexpr long long n = cuda::std::ratio<10, 4>::num;
  int a[n];
  printf("array %d\n", (int)(sizeof(a) / sizeof(a[0])));
}

int main() {
  k<<<1, 1>>>();
  cudaDeviceSynchronize();
  printf("host: %lld/%lld\n", (long long)cuda::std::ratio_add<cuda::std::ratio<1, 4>, cuda::std::ratio<1, 12>>::num,
         (long long)cuda::std::ratio_add<cuda::std::ratio<1, 4>, cuda::std::ratio<1, 12>>::den);
  return 0;
}
