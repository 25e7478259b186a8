// Asynchronous notifications: callbacks registered and unregistered by handle (nothing here
// goes over a memory budget, so none is called), and the errors for devices, null callbacks and
// handles.
#include <cstdio>
#include <cuda_runtime.h>
static int calls = 0;
static void cb(cudaAsyncNotificationInfo_t* info, void* data, cudaAsyncCallbackHandle_t h) { ++calls; }
int main() {
  setvbuf(stdout, nullptr, _IONBF, 0);
  cudaAsyncCallbackHandle_t h = nullptr;
  cudaError_t e = cudaDeviceRegisterAsyncNotification(0, cb, nullptr, &h);
  printf("register: %s %d\n", cudaGetErrorName(e), h != nullptr);
  cudaAsyncCallbackHandle_t h2 = nullptr;
  e = cudaDeviceRegisterAsyncNotification(0, cb, nullptr, &h2);
  printf("register 2: %s %d\n", cudaGetErrorName(e), h2 != h);
  e = cudaDeviceUnregisterAsyncNotification(0, h);
  printf("unregister: %s\n", cudaGetErrorName(e));
  e = cudaDeviceRegisterAsyncNotification(3, cb, nullptr, &h);
  printf("bad device: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  e = cudaDeviceRegisterAsyncNotification(0, nullptr, nullptr, &h);
  printf("null cb: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  e = cudaDeviceUnregisterAsyncNotification(0, nullptr);
  printf("unregister null: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  e = cudaDeviceUnregisterAsyncNotification(1, h2);
  printf("unregister bad device: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  printf("calls %d\n", calls);
  return 0;
}
