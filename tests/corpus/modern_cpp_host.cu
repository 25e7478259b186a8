// corpus: modern C++ on the host: iostream, std::vector, std::deque, <chrono>, <cfenv>, a RAII
// device buffer, unique_ptr with cudaFree deleter
#include <cfenv>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <iostream>
#include <memory>
#include <numeric>
#include <stdexcept>
#include <utility>
#include <vector>
#include <cuda_runtime.h>

static void check(cudaError_t e, const char* what) {
    if (e != cudaSuccess) throw std::runtime_error(std::string(what) + ": " + cudaGetErrorString(e));
}

template <typename T>
class DeviceBuffer {
public:
    explicit DeviceBuffer(size_t n) : n_(n) { check(cudaMalloc(&ptr_, n * sizeof(T)), "cudaMalloc"); ++live; }
    ~DeviceBuffer() {
        if (ptr_) {
            cudaFree(ptr_);
            --live;
        }
    }
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;
    DeviceBuffer(DeviceBuffer&& o) noexcept : ptr_(std::exchange(o.ptr_, nullptr)), n_(std::exchange(o.n_, 0)) {}
    T* get() const { return ptr_; }
    size_t size() const { return n_; }
    void upload(const std::vector<T>& v) { check(cudaMemcpy(ptr_, v.data(), n_ * sizeof(T), cudaMemcpyHostToDevice), "upload"); }
    std::vector<T> download() const {
        std::vector<T> v(n_);
        check(cudaMemcpy(v.data(), ptr_, n_ * sizeof(T), cudaMemcpyDeviceToHost), "download");
        return v;
    }
    static int live;

private:
    T* ptr_ = nullptr;
    size_t n_ = 0;
};
template <typename T> int DeviceBuffer<T>::live = 0;

struct CudaFreeDeleter {
    void operator()(void* p) const { cudaFree(p); }
};
template <typename T> using device_unique = std::unique_ptr<T, CudaFreeDeleter>;

template <typename T> device_unique<T> makeDeviceArray(size_t n) {
    T* p = nullptr;
    check(cudaMalloc(&p, n * sizeof(T)), "cudaMalloc");
    return device_unique<T>(p);
}

__global__ void mulAdd(const int* a, const int* b, long long* out, size_t n) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n) out[i] = (long long)a[i] * b[i] + 1;
}

int main() {
    const size_t n = 5000;
    std::vector<int> a(n), b(n);
    std::iota(a.begin(), a.end(), -2500);
    for (size_t i = 0; i < n; ++i) b[i] = static_cast<int>(i % 17) - 8;

    auto t0 = std::chrono::steady_clock::now();
    long long total = 0;
    {
        DeviceBuffer<int> da(n), db(n);
        DeviceBuffer<int> moved = std::move(db);  // ownership moves, only one free happens
        da.upload(a);
        moved.upload(b);
        auto out = makeDeviceArray<long long>(n);
        std::cout << "live buffers inside scope: " << DeviceBuffer<int>::live << "\n";
        mulAdd<<<(unsigned)((n + 255) / 256), 256>>>(da.get(), moved.get(), out.get(), n);
        check(cudaGetLastError(), "launch");
        std::vector<long long> h(n);
        check(cudaMemcpy(h.data(), out.get(), n * sizeof(long long), cudaMemcpyDeviceToHost), "copy");
        total = std::accumulate(h.begin(), h.end(), 0LL);
        std::cout << "h[0]=" << h[0] << " h[2500]=" << h[2500] << " h[4999]=" << h[4999] << "\n";
    }
    auto elapsed = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - t0);
    (void)elapsed;  // measured, never printed
    std::cout << "live buffers after scope: " << DeviceBuffer<int>::live << "\n";
    std::cout << "total=" << total << "\n";

    try {
        DeviceBuffer<char> huge(static_cast<size_t>(1) << 62);  // far beyond any device
        std::cout << "unexpected success\n";
    } catch (const std::runtime_error& e) {
        std::cout << "caught: " << e.what() << "\n";
    }
    cudaGetLastError();  // clear the recorded allocation failure
    std::deque<int> queue{1, 2, 3};
    queue.push_front(0);
    if (queue.size() != 4 || queue.front() != 0 || std::fegetround() != FE_TONEAREST)
        return 1;
    std::cout << "PASS" << std::endl;
    return 0;
}
