#include <cuda_runtime.h>

// Host code that includes the toolkit's header: the host compiler reads ferrocuda's.
int device_count() {
  int n = 0;
  return cudaGetDeviceCount(&n) == cudaSuccess ? n : -1;
}
