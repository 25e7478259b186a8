// corpus: the traits of copying and moving ask the operation each one chooses (a trivial move beside a user-provided copy, a union member's), and a base's deleted copy deletes the implicit and the defaulted copy (and copy assignment) of a derived class
#include <cstdio>
#include <type_traits>

struct TrivialMove {
    TrivialMove() = default;
    __host__ __device__ TrivialMove(const TrivialMove&) {}
    TrivialMove(TrivialMove&&) = default;
    __host__ __device__ TrivialMove& operator=(const TrivialMove&) { return *this; }
    TrivialMove& operator=(TrivialMove&&) = default;
};

struct TrivialCopy {
    TrivialCopy() = default;
    TrivialCopy(const TrivialCopy&) = default;
    __host__ __device__ TrivialCopy(TrivialCopy&&) {}
    TrivialCopy& operator=(const TrivialCopy&) = default;
    __host__ __device__ TrivialCopy& operator=(TrivialCopy&&) { return *this; }
};

struct Holder {
    union {
        char none;
        TrivialMove value;
    };
    bool engaged;
};

struct MoveOnlyBase {
    MoveOnlyBase() = default;
    MoveOnlyBase(const MoveOnlyBase&) = delete;
    MoveOnlyBase(MoveOnlyBase&&) = default;
};
struct Implicit : MoveOnlyBase {};
struct Defaulted : MoveOnlyBase {
    Defaulted() = default;
    Defaulted(const Defaulted&) = default;
    Defaulted(Defaulted&&) = default;
};
struct Member {
    MoveOnlyBase m;
};
struct NoCopyAssign {
    NoCopyAssign& operator=(const NoCopyAssign&) = delete;
    NoCopyAssign& operator=(NoCopyAssign&&) = default;
};
struct AssignDefaulted : NoCopyAssign {
    AssignDefaulted& operator=(const AssignDefaulted&) = default;
    AssignDefaulted& operator=(AssignDefaulted&&) = default;
};

template <class T>
__host__ __device__ int traits()
{
    return std::is_trivially_copy_constructible<T>::value * 1000 +
           std::is_trivially_move_constructible<T>::value * 100 +
           std::is_trivially_copy_assignable<T>::value * 10 +
           std::is_trivially_move_assignable<T>::value;
}

template <class T>
__host__ __device__ int copies() { return std::is_copy_constructible<T>::value * 10 + std::is_move_constructible<T>::value; }

__global__ void k(int* out)
{
    out[0] = traits<TrivialMove>();
    out[1] = traits<TrivialCopy>();
    out[2] = std::is_move_constructible<Holder>::value * 10 + std::is_copy_constructible<Holder>::value;
    out[3] = traits<Holder>();
    out[4] = copies<Implicit>();
    out[5] = copies<Defaulted>();
    out[6] = copies<Member>();
    out[7] = std::is_trivially_copyable<TrivialMove>::value;
    out[8] = std::is_copy_assignable<AssignDefaulted>::value * 10 + std::is_move_assignable<AssignDefaulted>::value;
    Defaulted d;
    Defaulted e(static_cast<Defaulted&&>(d));
    (void)e;
}

int main()
{
    int* d;
    cudaMallocManaged(&d, 9 * sizeof(int));
    k<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    for (int i = 0; i < 9; ++i)
        printf("%d%c", d[i], i == 8 ? '\n' : ' ');
    cudaFree(d);
    return 0;
}
