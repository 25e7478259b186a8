// corpus: reinterpret_cast between pointers or references to related classes keeps the
// address (it is a cast through void*), where static_cast adjusts it to the base subobject;
// a pointer to member cast to another such type and back is what it was
#include <cstdio>

struct First { int a = 1; };
struct Second { int b = 2; };
struct Both : First, Second { int c = 3; };
struct Counter { int n = 2; int m = 9; __host__ __device__ int next() { return 30 + n; } };

__host__ __device__ void run(long long* out) {
    Both object;
    Second* second = &object;
    int i = 0;
    out[i++] = (char*)reinterpret_cast<Both*>(second) - (char*)&object;
    out[i++] = (char*)static_cast<Both*>(second) - (char*)&object;
    Second* same = reinterpret_cast<Second*>(&object);
    out[i++] = (char*)same - (char*)&object;
    out[i++] = same->b;
    out[i++] = reinterpret_cast<Second&>(object).b;
    out[i++] = static_cast<Second&>(object).b;
    Counter counter;
    auto erased = reinterpret_cast<void (Counter::*)()>(&Counter::next);
    out[i++] = (counter.*reinterpret_cast<int (Counter::*)()>(erased))();
    int First::*member = reinterpret_cast<int First::*>(&Counter::m);
    out[i++] = counter.*reinterpret_cast<int Counter::*>(member);
}

__global__ void kernel(long long* out) { run(out); }

int main() {
    long long* out;
    cudaMallocManaged(&out, 8 * sizeof(long long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    long long host[8];
    run(host);
    for (int k = 0; k < 8; ++k) printf("%lld%s", out[k], k == 7 ? "\n" : " ");
    for (int k = 0; k < 8; ++k) printf("%lld%s", host[k], k == 7 ? "\n" : " ");
    cudaFree(out);
    return 0;
}
