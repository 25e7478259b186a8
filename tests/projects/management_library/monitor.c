#include <nvml.h>
#include <stdio.h>
#include <stdlib.h>

float* upload(const float* host, int n);
void scale(float* device, int n, float factor);
void download(float* host, float* device, int n);

static unsigned long long used_memory(nvmlDevice_t device) {
    nvmlMemory_t memory;
    nvmlReturn_t status = nvmlDeviceGetMemoryInfo(device, &memory);
    if (status != NVML_SUCCESS) {
        printf("nvmlDeviceGetMemoryInfo: %s\n", nvmlErrorString(status));
        exit(1);
    }
    return memory.used;
}

int main(void) {
    nvmlReturn_t status = nvmlInit();
    if (status != NVML_SUCCESS) {
        printf("nvmlInit: %s\n", nvmlErrorString(status));
        return 1;
    }
    nvmlDevice_t device;
    nvmlDeviceGetHandleByIndex(0, &device);
    char driver[NVML_SYSTEM_DRIVER_VERSION_BUFFER_SIZE];
    status = nvmlSystemGetDriverVersion(driver, sizeof driver);
    printf("driver version: %s\n", status == NVML_SUCCESS ? "known" : nvmlErrorString(status));

    enum { N = 1 << 20 };
    float* host = (float*)malloc(N * sizeof(float));
    for (int i = 0; i < N; i++) host[i] = (float)(i % 100);
    unsigned long long before = used_memory(device);
    float* data = upload(host, N);
    unsigned long long during = used_memory(device);
    unsigned milliwatts, celsius;
    for (int round = 0; round < 3; round++) {
        scale(data, N, 2.0f);
        status = nvmlDeviceGetPowerUsage(device, &milliwatts);
        printf("round %d: power %s\n", round,
               status == NVML_SUCCESS ? "sampled" : nvmlErrorString(status));
    }
    status = nvmlDeviceGetTemperature(device, NVML_TEMPERATURE_GPU, &celsius);
    printf("temperature: %s\n", status == NVML_SUCCESS ? "sampled" : nvmlErrorString(status));
    download(host, data, N);
    printf("the buffer was in use: %s\n", during >= before + N * sizeof(float) ? "yes" : "no");
    printf("after freeing it: %s\n", used_memory(device) < during ? "less" : "not less");
    nvmlShutdown();

    int wrong = 0;
    for (int i = 0; i < N; i++) wrong += host[i] != (float)(i % 100) * 8.0f;
    printf("%s: %d wrong of %d\n", wrong ? "FAIL" : "PASS", wrong, N);
    free(host);
    return wrong != 0;
}
