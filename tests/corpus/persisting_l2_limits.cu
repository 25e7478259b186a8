// Persisting L2 and access policy windows: the limit is set aside in tenths of the most the
// device allows (rounded up; three tenths before any is asked for), the device attributes
// agree with the properties, and a stream's window is refused beyond the largest window or
// with a hit ratio outside [0, 1]. Printed as relations, which hold on a device with no L2 to
// set aside too.
#include <cstdio>

static const char* yes(bool b) { return b ? "yes" : "no"; }

__global__ void touch(int* p, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] += i;
}

int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  int most = 0, window = 0;
  cudaDeviceGetAttribute(&most, cudaDevAttrMaxPersistingL2CacheSize, 0);
  cudaDeviceGetAttribute(&window, cudaDevAttrMaxAccessPolicyWindowSize, 0);
  printf("attributes agree with the properties: %s %s\n", yes(most == prop.persistingL2CacheMaxSize),
         yes(window == prop.accessPolicyMaxWindowSize));
  printf("largest window: %d MiB\n", window >> 20);
  size_t tenth = (size_t)most / 10, v = 0;
  cudaDeviceGetLimit(&v, cudaLimitPersistingL2CacheSize);
  printf("three tenths set aside at first: %s\n", yes(v == 3 * tenth));
  cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, 1);
  cudaDeviceGetLimit(&v, cudaLimitPersistingL2CacheSize);
  printf("1 byte asked, a tenth set aside: %s\n", yes(v == tenth));
  cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, tenth + 1);
  cudaDeviceGetLimit(&v, cudaLimitPersistingL2CacheSize);
  printf("a tenth and a byte asked, two tenths set aside: %s\n", yes(v == 2 * tenth));
  cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, most);
  cudaDeviceGetLimit(&v, cudaLimitPersistingL2CacheSize);
  printf("the most asked, the most set aside: %s\n", yes(v == (size_t)most));
  cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, 0);
  cudaDeviceGetLimit(&v, cudaLimitPersistingL2CacheSize);
  printf("none asked, none set aside: %s\n", yes(v == 0));

  int* d;
  const int n = 1 << 20;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemset(d, 0, n * sizeof(int));
  cudaStream_t s;
  cudaStreamCreate(&s);
  size_t sizes[] = {0, 4096, (size_t)window, (size_t)window + 1};
  for (size_t bytes : sizes) {
    cudaStreamAttrValue a = {};
    a.accessPolicyWindow.base_ptr = d;
    a.accessPolicyWindow.num_bytes = bytes;
    a.accessPolicyWindow.hitRatio = 0.75f;
    a.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
    a.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
    cudaError_t e = cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &a);
    cudaGetLastError();
    cudaStreamAttrValue back = {};
    cudaStreamGetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &back);
    printf("window of %s bytes: %s, the stream keeps %s bytes, hit ratio %.2f\n",
           bytes == (size_t)window ? "the largest" : bytes > (size_t)window ? "the largest + 1" : bytes ? "4096" : "0",
           cudaGetErrorName(e),
           back.accessPolicyWindow.num_bytes == (size_t)window ? "the largest" : back.accessPolicyWindow.num_bytes ? "4096" : "0",
           back.accessPolicyWindow.hitRatio);
  }
  float ratios[] = {-0.5f, 1.5f};
  for (float r : ratios) {
    cudaStreamAttrValue a = {};
    a.accessPolicyWindow.base_ptr = d;
    a.accessPolicyWindow.num_bytes = 4096;
    a.accessPolicyWindow.hitRatio = r;
    printf("hit ratio %.1f: %s\n", r, cudaGetErrorName(cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &a)));
    cudaGetLastError();
  }
  touch<<<64, 256, 0, s>>>(d, n);
  printf("reset: %s\n", cudaGetErrorName(cudaCtxResetPersistingL2Cache()));
  cudaStreamSynchronize(s);
  int h[2];
  cudaMemcpy(h, d + n - 2, sizeof h, cudaMemcpyDeviceToHost);
  printf("kernel in the stream: %d %d\n", h[0], h[1]);
  return 0;
}
