// An enumerator is declared where its definition ends: one named before that, in an earlier
// enumerator's value or in its own, is undefined there; and an enumeration whose underlying
// type is not fixed is incomplete until its closing brace (one that fixes it is complete).
enum Order { first = second, second = 1 };
enum Self { alone = alone + 1 };
enum Sized { bytes = sizeof(Sized) };
enum Fixed : short { width = sizeof(Fixed) };

__global__ void k(int* p)
{
    p[0] = first + alone + bytes + width;
}
