// C++20's std::construct_at and C++17's std::destroy_at, destroy and destroy_n in device code
// (constexpr host functions of the host's library, so under --expt-relaxed-constexpr) and on
// the host: objects made in raw storage and destroyed in order, arrays element by element.
#include <cstdio>
#include <memory>

struct Tracked {
    int id;
    int* log;
    __host__ __device__ Tracked(int i, int* l) : id(i), log(l) { *log = *log * 10 + id; }
    __host__ __device__ ~Tracked() { *log = *log * 10 + id + 5; }
};

__host__ __device__ void run(long long* out) {
    int log = 0;
    alignas(Tracked) unsigned char storage[3 * sizeof(Tracked)];
    Tracked* objects = reinterpret_cast<Tracked*>(storage);
    for (int i = 0; i < 3; i++)
        std::construct_at(objects + i, i + 1, &log);
    out[0] = log;  // 123
    log = 0;
    std::destroy(objects, objects + 2);
    std::destroy_at(objects + 2);
    out[1] = log;  // 678
    log = 0;
    for (int i = 0; i < 3; i++)
        std::construct_at(objects + i, 3 - i, &log);
    Tracked* past = std::destroy_n(objects, 3);
    out[2] = log * 10 + (past - objects);  // 3218763
    log = 0;
    alignas(Tracked) unsigned char grid[4 * sizeof(Tracked)];
    Tracked(*pairs)[2][2] = reinterpret_cast<Tracked(*)[2][2]>(grid);
    for (int i = 0; i < 4; i++)
        std::construct_at(&(*pairs)[i / 2][i % 2], i + 1, &log);
    std::destroy_at(pairs);
    out[3] = log;  // 12346789
    int* value = std::construct_at(reinterpret_cast<int*>(storage), 41);
    out[4] = *value + 1;
}

constexpr int count = 5;

__global__ void kernel(long long* out) { run(out); }

int main() {
    long long* out;
    cudaMallocManaged(&out, count * sizeof(long long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    long long host[count];
    run(host);
    for (int k = 0; k < count; k++)
        printf("%lld%c", out[k], k + 1 < count ? ' ' : '\n');
    for (int k = 0; k < count; k++)
        printf("%lld%c", host[k], k + 1 < count ? ' ' : '\n');
    cudaFree(out);
    return 0;
}
