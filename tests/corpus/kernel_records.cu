// Where kernels' records come from: a kernel defined outside its namespace, an inline kernel,
// an explicit specialization, a kernel asked about before any launch, and a launch from a
// static initializer that runs before the file's own registration.
#include <cstdio>

namespace shapes {
struct Box { int w, h; };
__global__ void area(const Box* b, int* out);
}

__global__ void shapes::area(const Box* b, int* out) { *out = b->w * b->h; }

inline __global__ void twice(int* p) { *p *= 2; }

template <int N> __global__ void add(int* p) { *p += N; }
template <> __global__ void add<7>(int* p) { *p += 700; }

__global__ void early(int* p) { *p = 41; }

struct LaunchesEarly {
    int value = 0;
    LaunchesEarly() {
        int* d;
        cudaMalloc(&d, sizeof(int));
        early<<<1, 1>>>(d);
        cudaMemcpy(&value, d, sizeof(int), cudaMemcpyDeviceToHost);
        cudaFree(d);
    }
};
static LaunchesEarly launchesEarly;

int main() {
    cudaFuncAttributes attr;
    cudaError_t e = cudaFuncGetAttributes(&attr, add<3>);
    printf("attributes of add<3> before a launch: %s\n", cudaGetErrorName(e));
    e = cudaFuncGetAttributes(&attr, shapes::area);
    printf("attributes of shapes::area before a launch: %s\n", cudaGetErrorName(e));
    printf("launched from a static initializer: %d\n", launchesEarly.value);

    shapes::Box box{6, 7};
    shapes::Box* db;
    int* d;
    cudaMalloc(&db, sizeof box);
    cudaMalloc(&d, sizeof(int));
    cudaMemcpy(db, &box, sizeof box, cudaMemcpyHostToDevice);
    shapes::area<<<1, 1>>>(db, d);
    twice<<<1, 1>>>(d);
    add<3><<<1, 1>>>(d);
    add<7><<<1, 1>>>(d);
    int v = 0;
    cudaMemcpy(&v, d, sizeof v, cudaMemcpyDeviceToHost);
    printf("6 * 7 * 2 + 3 + 700 = %d\n", v);
    const char* name = nullptr;
    cudaFuncGetName(&name, twice);
    printf("name of twice: %s\n", name);
    cudaFree(db);
    cudaFree(d);
    return 0;
}
