// An enumerator is declared where its definition ends: one named before that, in an earlier
// enumerator's value or in its own (of a scoped enumeration too), is undefined there; and an
// enumeration whose underlying type is not fixed is incomplete until its closing brace (one
// that fixes it is complete).
enum Order { first = second, second = 1 };
enum Self { alone = alone + 1 };
enum Sized { bytes = sizeof(Sized) };
enum Fixed : short { width = sizeof(Fixed) };
enum class Scoped { low = 1, mid = high / 2, high = 8 };

__global__ void k(int* p)
{
    p[0] = first + alone + bytes + width + (int)Scoped::mid;
}
