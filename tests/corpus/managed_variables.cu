// corpus: __managed__ variables are one object for host and device: kernels receive their
// host addresses (the Programming Guide's `AplusB(ret, ...)`), host writes are seen by the
// next launch, and the symbol API and pointer attributes name the same memory.
#include <cstdio>

__managed__ int ret[1000];

__global__ void AplusB(int* out, int a, int b) { out[threadIdx.x] = a + b + threadIdx.x; }

struct Pt {
  float x, y;
};
namespace geo {
__managed__ Pt origin = {1.5f, -2.0f};
}
static __managed__ int hits = 7, misses(3);
__managed__ unsigned long long counter;

__global__ void touch() {
  geo::origin.x += 1;
  hits++;
  misses += 2;
}

__global__ void count(unsigned long long* c) { atomicAdd(c, 1ull); }

int main() {
  AplusB<<<1, 1000>>>(ret, 10, 100);
  cudaDeviceSynchronize();
  for (int i = 0; i < 1000; i += 333) printf("%d: A+B = %d\n", i, ret[i]);

  touch<<<1, 1>>>();
  cudaDeviceSynchronize();
  printf("origin (%.1f, %.1f) hits %d misses %d\n", geo::origin.x, geo::origin.y, hits, misses);

  counter = 5;
  unsigned long long* c = &counter;
  count<<<4, 64>>>(c);
  count<<<1, 32>>>(&counter);
  cudaDeviceSynchronize();
  printf("counter %llu through the pointer %llu\n", counter, *c);

  int v = 42;
  cudaMemcpyToSymbol(hits, &v, sizeof(int));
  int back = 0;
  cudaMemcpyFromSymbol(&back, misses, sizeof(int));
  printf("hits %d misses read back %d\n", hits, back);

  int* p = nullptr;
  cudaGetSymbolAddress((void**)&p, ret);
  size_t size = 0;
  cudaGetSymbolSize(&size, ret);
  printf("symbol address is the variable: %d, size %zu\n", p == ret, size);

  cudaPointerAttributes attr;
  cudaPointerGetAttributes(&attr, &counter);
  printf("pointer type %d, device pointer is the variable: %d\n", (int)attr.type,
         attr.devicePointer == (void*)&counter);

  printf("%s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
