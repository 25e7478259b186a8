// corpus: a program that loads the driver itself, as run-time driver loaders do: dlopen("libcuda.so.1"), its functions by dlsym, agreeing with the runtime API about the device
#include <cuda_runtime.h>
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

typedef int (*cuInit_t)(unsigned);
typedef int (*cuDriverGetVersion_t)(int*);
typedef int (*cuDeviceGetCount_t)(int*);
typedef int (*cuDeviceGet_t)(int*, int);
typedef int (*cuDeviceGetName_t)(char*, int, int);

__global__ void square(int* v, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = i * i;
}

int main() {
    void* driver = dlopen("libcuda.so.1", RTLD_NOW);
    if (!driver) {
        printf("FAIL: dlopen(libcuda.so.1): %s\n", dlerror());
        return 1;
    }
    cuInit_t init = (cuInit_t)dlsym(driver, "cuInit");
    cuDriverGetVersion_t driver_version = (cuDriverGetVersion_t)dlsym(driver, "cuDriverGetVersion");
    cuDeviceGetCount_t device_count = (cuDeviceGetCount_t)dlsym(driver, "cuDeviceGetCount");
    cuDeviceGet_t device_get = (cuDeviceGet_t)dlsym(driver, "cuDeviceGet");
    cuDeviceGetName_t device_name = (cuDeviceGetName_t)dlsym(driver, "cuDeviceGetName");
    if (!init || !driver_version || !device_count || !device_get || !device_name) {
        printf("FAIL: a driver function is missing\n");
        return 1;
    }
    printf("cuInit: %d\n", init(0));
    int version = 0, runtime_driver_version = 0, count = 0, device = -1;
    driver_version(&version);
    cudaDriverGetVersion(&runtime_driver_version);
    printf("driver version agrees with the runtime's: %s\n",
           version == runtime_driver_version ? "yes" : "no");
    device_count(&count);
    printf("devices: %s\n", count >= 1 ? "at least one" : "none");
    printf("cuDeviceGet(0): %d\n", device_get(&device, 0));
    char name[256];
    device_name(name, sizeof name, device);
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    printf("name agrees with the runtime's: %s\n", strcmp(name, prop.name) == 0 ? "yes" : "no");

    const int n = 1000;
    int* d;
    cudaMalloc(&d, n * sizeof(int));
    square<<<(n + 255) / 256, 256>>>(d, n);
    int last = 0;
    cudaMemcpy(&last, d + n - 1, sizeof last, cudaMemcpyDeviceToHost);
    cudaFree(d);
    printf("%s (last %d)\n", last == (n - 1) * (n - 1) ? "PASS" : "FAIL", last);
    dlclose(driver);
    return 0;
}
